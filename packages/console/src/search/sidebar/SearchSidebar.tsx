import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { SearchExecution, TimeRange, View } from '@sift/api';
import { colorVars, Icon, IconButton, shadow, type IconName } from '@sift/ui';
import { useSearchFieldContext } from '../results/searchContext';
import { CreateSection } from './sections/CreateSection';
import { DescriptionSection } from './sections/DescriptionSection';
import { FieldsSection } from './sections/FieldsSection';
import { HighlightingSection } from './sections/HighlightingSection';
import {
  chooseSection,
  initialSection,
  SIDEBAR_CONTENT_WIDTH,
  SIDEBAR_NAV_WIDTH,
  SIDEBAR_SECTIONS,
  toggleSidebar,
  type SidebarSection,
} from './sidebarState';
import { useFieldActions } from './useFieldActions';
import { useSidebarPinning } from './useSidebarPinning';

const Root = styled.div`
  position: relative;
  display: flex;
  height: 100%;
  z-index: 2;
`;
const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  width: ${SIDEBAR_NAV_WIDTH}px;
  padding: 8px 0;
  background: ${colorVars.background.sunken};
  border-right: 1px solid ${colorVars.border.default};
`;
const NavButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 4px;
  background: none;
  color: ${colorVars.text.secondary};
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${colorVars.background.selected};
    color: ${colorVars.text.primary};
  }
  &:hover {
    background: ${colorVars.background.hover};
  }
`;
const Content = styled.section<{ $pinned: boolean }>`
  width: ${SIDEBAR_CONTENT_WIDTH}px;
  height: 100%;
  padding: 12px;
  overflow: auto;
  background: ${colorVars.background.surface};
  color: ${colorVars.text.primary};
  border-right: 1px solid ${colorVars.border.default};
  ${({ $pinned }) =>
    $pinned
      ? ''
      : css`
          position: absolute;
          top: 0;
          left: ${SIDEBAR_NAV_WIDTH}px;
          box-shadow: ${shadow.drawer};
        `}
`;
const ContentHeader = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 8px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const SECTION_ICONS: Record<SidebarSection, IconName> = { Description: 'info', Create: 'plus', Highlighting: 'edit', Fields: 'filter' };

export interface SearchSidebarProps {
  view: View;
  queryId: string;
  execution: SearchExecution;
  onViewChange: (next: View) => void;
  onQueryAppend: (fragment: string) => void;
  /** Streams and range of the search, for field types. */
  streams?: readonly string[];
  timerange?: TimeRange | null;
  /** Opens a widget in edit mode (a new aggregation from Create). */
  onEditWidget?: (widgetId: string) => void;
}

/** The search sidebar: Description, Create, Highlighting and Fields; pinned inline or shown over the results. */
export function SearchSidebar(props: SearchSidebarProps) {
  const { view, queryId, execution, onViewChange, onQueryAppend } = props;
  const [pinned, setPinned] = useSidebarPinning();
  const [open, setOpen] = useState<SidebarSection | null>(() => initialSection(pinned));
  const fieldContext = useSearchFieldContext(props.streams, props.timerange ?? null);
  const handlers = useFieldActions({ view, queryId, onViewChange, onQueryAppend });
  const editWidget = (widgetId: string) => {
    // The editor needs the page: a sidebar shown over it gets out of the way, a pinned one stays.
    if (!pinned) setOpen(null);
    props.onEditWidget?.(widgetId);
  };
  return (
    <Root>
      <Nav aria-label="Search sidebar">
        <NavButton type="button" aria-label={open ? 'Close sidebar' : 'Open sidebar'} onClick={() => setOpen(toggleSidebar(open))}>
          <Icon name={open ? 'chevron-left' : 'chevron-right'} />
        </NavButton>
        {SIDEBAR_SECTIONS.map((section) => (
          <NavButton
            key={section}
            type="button"
            aria-label={section}
            title={section}
            aria-expanded={open === section}
            onClick={() => setOpen(chooseSection(open, section))}
          >
            <Icon name={SECTION_ICONS[section]} />
          </NavButton>
        ))}
      </Nav>
      {open && (
        <Content $pinned={pinned} aria-label={open}>
          <ContentHeader>
            <h2>{open}</h2>
            <IconButton
              name={pinned ? 'pin-off' : 'pin'}
              title={pinned ? 'Unpin sidebar' : 'Pin sidebar'}
              active={pinned}
              onClick={() => setPinned(!pinned)}
            />
          </ContentHeader>
          {open === 'Description' && (
            <DescriptionSection view={view} queryId={queryId} execution={execution} timezone={fieldContext.timezone} />
          )}
          {open === 'Create' && <CreateSection view={view} queryId={queryId} onViewChange={onViewChange} onEditWidget={editWidget} />}
          {open === 'Highlighting' && (
            <HighlightingSection view={view} queryId={queryId} onViewChange={onViewChange} fieldTypes={fieldContext.fieldTypeList} />
          )}
          {open === 'Fields' && (
            <FieldsSection
              view={view}
              queryId={queryId}
              fieldContext={fieldContext}
              handlers={handlers}
              streams={props.streams ?? []}
              timerange={props.timerange ?? null}
            />
          )}
        </Content>
      )}
    </Root>
  );
}
