import { useState } from 'react';
import type { TimeRange } from '@sift/api';
import { FormGroup, TextInput } from '@sift/ui';
import { ABSOLUTE_FORMAT_ERROR, ABSOLUTE_PLACEHOLDER, formatAbsolute, parseAbsolute } from './absolute';
import type { RangeErrors } from './limits';

export interface AbsoluteRangeEditorProps {
  range: Extract<TimeRange, { type: 'absolute' }>;
  timezone: string;
  errors: RangeErrors;
  onChange: (range: TimeRange) => void;
  /** Reports whether both texts are in the expected format. */
  onFormatValidity: (valid: boolean) => void;
}

function DateField({ label, text, error, onText }: { label: string; text: string; error?: string; onText: (text: string) => void }) {
  return (
    <FormGroup label={label} error={error}>
      {(control) => (
        <TextInput
          {...control}
          value={text}
          placeholder={ABSOLUTE_PLACEHOLDER}
          onChange={(event) => onText(event.target.value)}
          style={{ width: 240 }}
        />
      )}
    </FormGroup>
  );
}

/** From and Until typed as `YYYY-MM-DD [HH:mm:ss[.SSS]]` in the user's time zone. */
export function AbsoluteRangeEditor({ range, timezone, errors, onChange, onFormatValidity }: AbsoluteRangeEditorProps) {
  const [texts, setTexts] = useState(() => ({ from: formatAbsolute(range.from, timezone), to: formatAbsolute(range.to, timezone) }));
  const parsed = { from: parseAbsolute(texts.from, timezone), to: parseAbsolute(texts.to, timezone) };
  const update = (edge: 'from' | 'to', text: string) => {
    const next = { ...texts, [edge]: text };
    setTexts(next);
    const from = parseAbsolute(next.from, timezone);
    const to = parseAbsolute(next.to, timezone);
    onFormatValidity(from !== null && to !== null);
    if (from !== null && to !== null) onChange({ type: 'absolute', from, to });
  };
  return (
    <div>
      <DateField
        label="From"
        text={texts.from}
        error={parsed.from === null ? ABSOLUTE_FORMAT_ERROR : errors.from}
        onText={(text) => update('from', text)}
      />
      <DateField
        label="Until"
        text={texts.to}
        error={parsed.to === null ? ABSOLUTE_FORMAT_ERROR : errors.to}
        onText={(text) => update('to', text)}
      />
    </div>
  );
}
