import { useId } from 'react';
import type { TimeRange } from '@sift/api';
import { formatDateTime, FormGroup, TextInput } from '@sift/ui';
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
  const previewId = `${id}-preview`;
  return (
    <FormGroup id={id} label="Time range keyword" error={errors.keyword}>
      {(control) => (
        <>
          <TextInput
            {...control}
            value={range.keyword}
            aria-describedby={[control['aria-describedby'], previewId].filter(Boolean).join(' ')}
            onChange={(event) => onChange({ ...range, keyword: event.target.value })}
            style={{ width: 304 }}
          />
          <div id={previewId} aria-live="polite">
            {!errors.keyword && preview && (
              <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 8px', margin: '8px 0 0' }}>
                <dt>From</dt>
                <dd style={{ margin: 0 }}>{formatDateTime(preview.from, 'complete', range.timezone)}</dd>
                <dt>Until</dt>
                <dd style={{ margin: 0 }}>{formatDateTime(preview.to, 'complete', range.timezone)}</dd>
              </dl>
            )}
          </div>
        </>
      )}
    </FormGroup>
  );
}
