import { useId } from 'react';
import type { TimeRange } from '@sift/api';
import { formatDateTime } from '@sift/ui';
import { FieldError, Fieldset, TextInput } from '../searchBar/styles';
import type { RangeErrors } from './limits';
import type { KeywordPreview } from './useKeywordPreview';

export interface KeywordRangeEditorProps {
  range: Extract<TimeRange, { type: 'keyword' }>;
  preview: KeywordPreview;
  errors: RangeErrors;
  onChange: (range: TimeRange) => void;
}

/** A natural-language range ("last week") with the server's reading of it. */
export function KeywordRangeEditor({ range, preview, errors, onChange }: KeywordRangeEditorProps) {
  const id = useId();
  return (
    <Fieldset>
      <label htmlFor={id}><strong>Time range keyword</strong></label>
      <div>
        <TextInput
          id={id}
          value={range.keyword}
          aria-invalid={Boolean(errors.keyword)}
          aria-describedby={`${id}-preview`}
          onChange={(event) => onChange({ ...range, keyword: event.target.value })}
          style={{ width: 300 }}
        />
      </div>
      <div id={`${id}-preview`} aria-live="polite">
        {errors.keyword ? <FieldError>{errors.keyword}</FieldError> : preview && (
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 8px', margin: '8px 0 0' }}>
            <dt>From</dt>
            <dd style={{ margin: 0 }}>{formatDateTime(preview.from, 'complete', range.timezone)}</dd>
            <dt>Until</dt>
            <dd style={{ margin: 0 }}>{formatDateTime(preview.to, 'complete', range.timezone)}</dd>
          </dl>
        )}
      </div>
    </Fieldset>
  );
}
