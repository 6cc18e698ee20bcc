import { useState } from 'react';
import { Icon } from '../Icon/Icon';
import { Chip, ChipRemove, Control, ControlInput, Root } from '../Select/Select.styles';
import { addTag, TAG_ADD_KEYS } from './tags';

export interface TagInputProps {
  /** The tags. */
  value: readonly string[];
  /** Called with the new list when a tag is added or removed. */
  onChange: (tags: string[]) => void;
  /** Id of the text input, for an external `<label htmlFor>`. */
  id?: string;
  /** Accessible name when there is no external label. */
  'aria-label'?: string;
  /** Ids of help or error texts. */
  'aria-describedby'?: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Free-text tags: typing and pressing Enter or Tab adds one; each has a remove button, and Backspace in
 * the empty input removes the last.
 */
export function TagInput({ value, onChange, id, placeholder = 'Add a value and press Enter', disabled = false, ...aria }: TagInputProps) {
  const [text, setText] = useState('');
  return (
    <Root>
      <Control $disabled={disabled} aria-disabled={disabled || undefined}>
        {value.map((tag) => (
          <Chip key={tag}>
            {tag}
            <ChipRemove
              type="button"
              aria-label={`Remove ${tag}`}
              disabled={disabled}
              onClick={() => onChange(value.filter((t) => t !== tag))}
            >
              <Icon name="x" size="xs" />
            </ChipRemove>
          </Chip>
        ))}
        <ControlInput
          id={id}
          value={text}
          disabled={disabled}
          placeholder={placeholder}
          aria-label={aria['aria-label']}
          aria-describedby={aria['aria-describedby']}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            const adds = (TAG_ADD_KEYS as readonly string[]).includes(event.key);
            // Tab with nothing typed moves focus on as usual.
            if (adds && text.trim() !== '') {
              event.preventDefault();
              onChange(addTag(value, text));
              setText('');
            } else if (event.key === 'Enter') {
              // Never submit the surrounding form from here.
              event.preventDefault();
            } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
              onChange(value.slice(0, -1));
            }
          }}
        />
      </Control>
    </Root>
  );
}
