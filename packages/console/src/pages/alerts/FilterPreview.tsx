import { useEffect, useState } from 'react';
import { useEventFilterPreview, type EventFilterPreviewRequest } from '@sift/api';
import { formatNumber, LoadingIndicator, Panel, useDebouncedCallback } from '@sift/ui';
import { failureMessage } from '../streams/reportFailure';
import { durationMs, type DefinitionDraft } from './definitionDraft';

/** The preview searches again once the filter has not changed for this long. */
export const FILTER_PREVIEW_DEBOUNCE_MS = 500;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The messages the definition's filter matches in its last window: how many, and the newest few. */
export function FilterPreview({ draft }: { draft: DefinitionDraft }) {
  const rangeSeconds = Math.max(1, Math.round(durationMs(draft.searchWithin) / 1000));
  const [request, setRequest] = useState<EventFilterPreviewRequest | null>(null);
  const settle = useDebouncedCallback(setRequest, FILTER_PREVIEW_DEBOUNCE_MS);
  const key = JSON.stringify([draft.query, draft.streams, rangeSeconds]);
  useEffect(() => {
    const [query, streams, range] = JSON.parse(key) as [string, string[], number];
    settle({ query, streams, rangeSeconds: range });
  }, [key, settle]);
  const preview = useEventFilterPreview(request);
  return (
    <Panel title="Filter Preview" headingLevel={3}>
      {preview.error && <p role="alert">Could not preview the filter: {failureMessage(preview.error)}</p>}
      {!preview.data && !preview.error && <LoadingIndicator />}
      {preview.data && (
        <>
          <p role="status" style={{ margin: 0 }}>
            {`${formatNumber(preview.data.total)} ${preview.data.total === 1 ? 'message matches' : 'messages match'} in the last ${rangeSeconds} seconds.`}
          </p>
          <ul aria-label="Matching messages" style={{ margin: 0, paddingLeft: 16 }}>
            {preview.data.messages.map((message) => (
              <li key={message.id}>
                {text(message.fields['timestamp'])} {text(message.fields['source'])}: {text(message.fields['message'])}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
