import { RULES_PREVIEW_SAMPLE_SIZE, useStreamRulesPreview, type Stream } from '@sift/api';
import { Alert, formatDateTime, LoadingIndicator, Panel } from '@sift/ui';
import { failureMessage } from './reportFailure';

export const previewCountText = (total: number) =>
  `In the last hour, ${total} ${total === 1 ? 'message' : 'messages'} would have matched these rules.`;
export const PREVIEW_NO_RULES = 'Add a rule to see which of the last hour\u2019s messages it would match.';
export const PREVIEW_NOTE = `The newest ${RULES_PREVIEW_SAMPLE_SIZE} are shown. Text fields are compared by their words, so the count can differ a little from what the rules will route.`;

/** Beyond Graylog: as the rules change, how many of the last hour's messages they would have matched, and a sample. */
export function RulesPreviewPanel({ stream }: { stream: Stream }) {
  const preview = useStreamRulesPreview(stream.rules, stream.matchingType);
  return (
    <Panel title="Messages these rules would have matched">
      <div aria-live="polite">
        {stream.rules.length === 0 && <p>{PREVIEW_NO_RULES}</p>}
        {stream.rules.length > 0 && !preview.data && !preview.error && <LoadingIndicator />}
        {preview.error && <Alert variant="warning">{`Could not preview the rules: ${failureMessage(preview.error)}`}</Alert>}
        {preview.data && (
          <>
            <p>{previewCountText(preview.data.total)}</p>
            {preview.data.messages.length > 0 && (
              <ul aria-label="Matching messages">
                {preview.data.messages.map((message) => (
                  <li key={message.id}>
                    {`${formatDateTime(String(message.fields['timestamp'] ?? ''))} ${String(message.fields['source'] ?? '')}: ${String(message.fields['message'] ?? '')}`}
                  </li>
                ))}
              </ul>
            )}
            <p>
              <small>{PREVIEW_NOTE}</small>
            </p>
          </>
        )}
      </div>
    </Panel>
  );
}
