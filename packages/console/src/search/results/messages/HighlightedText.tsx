import styled from 'styled-components';
import { colorVars } from '@sift/ui';
import { highlightSegments } from './messageTableRules';

const Mark = styled.mark`
  background: ${colorVars.warning.subtle};
  color: inherit;
  outline: 1px solid ${colorVars.warning.main};
`;

export interface HighlightedTextProps {
  text: string;
  /** `highlight_ranges` of this field: offsets into `text`. */
  ranges?: ReadonlyArray<{ start: number; length: number }>;
}

/** Text with the query's matches marked. Always text nodes: a message is never HTML. */
export function HighlightedText({ text, ranges }: HighlightedTextProps) {
  if (!ranges || ranges.length === 0) return <>{text}</>;
  return (
    <>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.highlighted ? <Mark key={index}>{segment.text}</Mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
