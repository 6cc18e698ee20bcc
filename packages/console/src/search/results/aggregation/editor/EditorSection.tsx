import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars, typography } from '@sift/ui';

const Root = styled.section`
  display: grid;
  gap: 8px;
  padding: 8px 0 12px;
  border-bottom: 1px solid ${colorVars.border.subtle};
`;
const Heading = styled.h3`
  margin: 0;
  font-size: ${typography.size.h5};
`;
const Row = styled.div`
  display: grid;
  gap: 8px;
  padding: 4px 0;
`;
export const Inline = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  & > * {
    flex: 1;
    min-width: 0;
  }
`;
export const SectionError = styled.p`
  margin: 0;
  color: ${colorVars.danger.text};
`;

/** One section of the aggregation editor: a heading and its elements. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Root aria-label={title}>
      <Heading>{title}</Heading>
      {children}
    </Root>
  );
}

/** The frame of one element (a grouping, metric or sort) inside a sortable list. */
export function ElementBox({ children }: { children: ReactNode }) {
  return <Row>{children}</Row>;
}

/** '' for an empty number input, else its number. */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isNaN(value) ? null : value;
}

/** `items` in the order of `moved` (what `SortableList` reports after a drag). */
export function inOrderOf<T extends { id: string }>(items: readonly T[], moved: ReadonlyArray<{ id: string }>): T[] {
  return moved.map((m) => items.find((i) => i.id === m.id)).filter((i): i is T => i !== undefined);
}
