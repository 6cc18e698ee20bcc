import type { ReactNode } from 'react';
import styled from 'styled-components';
import { spacing } from '../theme/tokens';
import { colorVars } from '../theme/cssVariables';
import { typography } from '../theme/typography';

export const DESCRIPTION_LIST_LAYOUTS = ['columns', 'stacked'] as const;
export type DescriptionListLayout = (typeof DESCRIPTION_LIST_LAYOUTS)[number];

export interface DescriptionItem {
  /** The name of the property ("Hostname"). */
  term: ReactNode;
  /** Its value; plain text, a link, a label. */
  description: ReactNode;
  /** React key; defaults to the term when that is a string. */
  key?: string;
}

const List = styled.dl<{ $layout: DescriptionListLayout }>`
  display: grid;
  grid-template-columns: ${({ $layout }) => ($layout === 'columns' ? 'max-content minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: ${({ $layout }) => ($layout === 'columns' ? spacing(0.5, 2) : spacing(0.5))};
  margin: 0;
  font-family: ${typography.fontFamily.body};
  font-size: ${typography.size.body};
  color: ${colorVars.text.primary};
`;

const Term = styled.dt<{ $layout: DescriptionListLayout }>`
  font-weight: ${typography.weight.medium};
  color: ${colorVars.text.secondary};
  margin-top: ${({ $layout }) => ($layout === 'stacked' ? spacing(1) : 0)};

  &:first-child {
    margin-top: 0;
  }
`;

const Description = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

export interface DescriptionListProps {
  /** The properties, in order. */
  items: readonly DescriptionItem[];
  /** `columns` (default): terms in a column beside their values. `stacked`: each term above its value, for narrow places. */
  layout?: DescriptionListLayout;
}

/** The key/value details of one entity (a node, an input, a user) as a `<dl>`. */
export function DescriptionList({ items, layout = 'columns' }: DescriptionListProps) {
  return (
    <List $layout={layout}>
      {items.map((item, index) => (
        <DescriptionPair key={item.key ?? (typeof item.term === 'string' ? item.term : index)} item={item} layout={layout} />
      ))}
    </List>
  );
}

function DescriptionPair({ item, layout }: { item: DescriptionItem; layout: DescriptionListLayout }) {
  return (
    <>
      <Term $layout={layout}>{item.term}</Term>
      <Description>{item.description}</Description>
    </>
  );
}
