import type { ReactNode } from 'react';
import styled from 'styled-components';
import { spacing } from '@sift/ui';
import { LinkButton } from '../../components/LinkButton';
import { pathTo } from '../../routing/routes';
import { hasScreen } from '../../routing/screens';
import { LOOKUP_TEXTS } from './lookupTexts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(1)};
`;

const SECTIONS = [
  ['SYSTEM_LOOKUPTABLES', LOOKUP_TEXTS.tablesTitle],
  ['SYSTEM_LOOKUPTABLES_CACHES', LOOKUP_TEXTS.cachesTitle],
  ['SYSTEM_LOOKUPTABLES_DATA_ADAPTERS', LOOKUP_TEXTS.adaptersTitle],
] as const;

/** The header actions of every lookup screen: the three overviews, then the page's own action (e.g. "Create cache"). */
export function LookupNav({ children }: { children?: ReactNode }) {
  return (
    <Row>
      {SECTIONS.filter(([route]) => hasScreen(route)).map(([route, label]) => (
        <LinkButton key={route} href={pathTo(route)}>
          {label}
        </LinkButton>
      ))}
      {children}
    </Row>
  );
}
