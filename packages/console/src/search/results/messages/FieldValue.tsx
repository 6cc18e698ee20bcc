import { useState } from 'react';
import styled from 'styled-components';
import { Button, colorVars, formatNumber } from '@sift/ui';
import { HighlightedText } from './HighlightedText';
import { fieldText, truncateText } from './messageTableRules';

const Cut = styled.span`
  display: block;
  margin-top: 4px;
  color: ${colorVars.text.secondary};
`;

export interface FieldValueProps {
  value: unknown;
  ranges?: ReadonlyArray<{ start: number; length: number }>;
  /** Characters shown before "Show all". */
  limit: number;
}

/** A field value as plain text, cut at `limit` characters with a button to show the rest. */
export function FieldValue({ value, ranges, limit }: FieldValueProps) {
  const [expanded, setExpanded] = useState(false);
  const full = fieldText(value);
  const { text, cut } = expanded ? { text: full, cut: 0 } : truncateText(full, limit);
  return (
    <>
      <HighlightedText text={text} ranges={ranges} />
      {cut > 0 && (
        <Cut>
          {`… ${formatNumber(cut)} more characters. `}
          <Button
            variant="link"
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              setExpanded(true);
            }}
          >
            Show all
          </Button>
        </Cut>
      )}
    </>
  );
}
