import {
  EXTRACTOR_PREVIEW_SIZE,
  useExtractorConditionTest,
  useExtractorPreview,
  useExtractorTest,
  type ExtractorCondition,
} from '@sift/api';
import { Alert, Panel } from '@sift/ui';
import { failureMessage } from '../streams/reportFailure';
import { configOf, EXTRACTOR_SETTINGS, type ExtractorDraft } from './extractorDraft';
import { EXTRACTOR_FORM_TEXTS, recentSummary, testOutcome } from './extractorFormTexts';

/** The extractor tried on the example as the user types. */
export function TesterResult({ draft, example, ready }: { draft: ExtractorDraft; example: string; ready: boolean }) {
  const test = useExtractorTest(
    example === '' || !ready ? null : { type: draft.type, config: configOf(EXTRACTOR_SETTINGS[draft.type], draft.settings), example },
  );
  let content: string;
  let variant: 'info' | 'success' | 'warning' | 'danger' = 'info';
  if (!ready) content = EXTRACTOR_FORM_TEXTS.settingsMissing;
  else if (example === '') content = EXTRACTOR_FORM_TEXTS.noExample;
  else if (test.error && !test.isValidating) {
    variant = 'danger';
    content = `${draft.type === 'regex' || draft.type === 'regex_replace' ? EXTRACTOR_FORM_TEXTS.regexTestFailed : EXTRACTOR_FORM_TEXTS.testFailed}: ${failureMessage(test.error)}`;
  } else if (!test.data) content = EXTRACTOR_FORM_TEXTS.testing;
  else {
    variant = test.data.matched ? 'success' : 'warning';
    content = testOutcome(test.data);
  }
  return (
    <Alert variant={variant} title="Result on the example">
      <span role="status" aria-label="Extractor result">
        {content}
      </span>
    </Alert>
  );
}

/** Whether the extractor would run on the example under its condition (Graylog's "Try" of the condition). */
export function ConditionResult({ condition, example }: { condition: ExtractorCondition; example: string }) {
  const test = useExtractorConditionTest(example === '' ? null : condition, example);
  let content: string;
  let variant: 'info' | 'success' | 'warning' | 'danger' = 'info';
  if (condition.value === '') content = EXTRACTOR_FORM_TEXTS.conditionMissing;
  else if (example === '') content = EXTRACTOR_FORM_TEXTS.noExample;
  else if (test.error && !test.isValidating) {
    variant = 'danger';
    content = `${EXTRACTOR_FORM_TEXTS.regexTestFailed}: ${failureMessage(test.error)}`;
  } else if (test.data === undefined) content = EXTRACTOR_FORM_TEXTS.conditionTesting;
  else {
    variant = test.data ? 'success' : 'warning';
    content = test.data ? EXTRACTOR_FORM_TEXTS.conditionMatches : EXTRACTOR_FORM_TEXTS.conditionNoMatch;
  }
  return (
    <Alert variant={variant}>
      <span role="status" aria-label="Condition result">
        {content}
      </span>
    </Alert>
  );
}

/** Beyond Graylog: the extractor tried on the input's most recent messages, not only on the example. */
export function RecentMessagesPreview({ inputId, draft, ready }: { inputId: string; draft: ExtractorDraft; ready: boolean }) {
  const preview = useExtractorPreview(
    inputId,
    ready ? { type: draft.type, config: configOf(EXTRACTOR_SETTINGS[draft.type], draft.settings), sourceField: draft.sourceField } : null,
  );
  const rows = preview.data ?? [];
  const tried = rows.filter((row) => row.result !== null);
  const matched = tried.filter((row) => row.result?.matched).length;
  return (
    <Panel title={`On the input's ${EXTRACTOR_PREVIEW_SIZE} most recent messages`}>
      {!ready ? (
        <p>{EXTRACTOR_FORM_TEXTS.settingsMissing}</p>
      ) : preview.error && !preview.data ? (
        <p>{`${EXTRACTOR_FORM_TEXTS.testFailed}: ${failureMessage(preview.error)}`}</p>
      ) : !preview.data ? (
        <p>{EXTRACTOR_FORM_TEXTS.testing}</p>
      ) : rows.length === 0 ? (
        <p>{EXTRACTOR_FORM_TEXTS.noRecent}</p>
      ) : (
        <>
          <p role="status">{recentSummary(matched, tried.length, rows.length)}</p>
          <ol aria-label="Results on recent messages" style={{ margin: 0, paddingLeft: 20 }}>
            {rows.map((row) => (
              <li key={row.messageId}>
                {row.example === null ? (
                  EXTRACTOR_FORM_TEXTS.noSourceValue
                ) : (
                  <>
                    <code>{row.example}</code>
                    {`: ${row.result ? testOutcome(row.result) : ''}`}
                  </>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </Panel>
  );
}
