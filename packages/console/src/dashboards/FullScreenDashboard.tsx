import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSearchExecution } from '@sift/api';
import { colorVars, EmptyState, typography } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { usePageTitle } from '../shell/usePageTitle';
import { useAutoRefresh } from '../search/searchBar/useAutoRefresh';
import { SearchResults } from '../search/results';
import { dashboardExecutionState, pageIds, pageTitle, type DashboardModel } from './dashboardModel';
import { EMPTY_PAGE_TITLE } from './dashboardTexts';
import { rotatedPages, type FullScreenSettings } from './fullScreen';
import { NO_OVERRIDE } from './GlobalOverrideBar';

const Root = styled.div`
  min-height: 100vh;
  padding: 12px 16px;
  background: ${colorVars.background.body};
`;

const Header = styled.header`
  display: flex;
  align-items: baseline;
  gap: 16px;
  margin-bottom: 12px;

  h1 {
    margin: 0;
    font-size: ${typography.size.h1};
    color: ${colorVars.text.primary};
  }
`;

const PageName = styled.span`
  font-size: ${typography.size.h3};
  color: ${colorVars.text.secondary};
`;

const Exit = styled.span`
  margin-left: auto;
`;

const noChange = () => undefined;

export interface FullScreenDashboardProps {
  model: DashboardModel;
  settings: FullScreenSettings;
}

/** A dashboard on a wall screen: no page frame, read-only, refreshing and rotating through the chosen pages. */
export function FullScreenDashboard({ model, settings }: FullScreenDashboardProps) {
  const { view } = model;
  usePageTitle(view.title);
  const pages = useMemo(() => rotatedPages(pageIds(view), settings.queryTabs), [view, settings.queryTabs]);
  const [index, setIndex] = useState(0);
  const pageId = pages[index % pages.length] ?? '';
  const executionState = useMemo(() => dashboardExecutionState(NO_OVERRIDE, pageId), [pageId]);
  const execution = useSearchExecution({ view, search: model.search, executionState });
  useAutoRefresh(true, settings.refreshInterval * 1000, execution.refresh);
  useEffect(() => {
    if (pages.length < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % pages.length), settings.queryCycleInterval * 1000);
    return () => clearInterval(timer);
  }, [pages.length, settings.queryCycleInterval]);

  const hasWidgets = (view.state[pageId]?.widgets.length ?? 0) > 0;
  return (
    <Root>
      <Header>
        <h1>{view.title}</h1>
        <PageName aria-live="polite" aria-label="Shown page">
          {pageTitle(view, pageId)}
        </PageName>
        <Exit>
          <AppLink href={pathTo('DASHBOARDS_VIEW', { viewId: view.id ?? '' })}>Exit full screen</AppLink>
        </Exit>
      </Header>
      {hasWidgets ? (
        <SearchResults key={pageId} view={view} queryId={pageId} execution={execution} onViewChange={noChange} onQueryAppend={noChange} />
      ) : (
        <EmptyState icon="dashboard" text={EMPTY_PAGE_TITLE} />
      )}
    </Root>
  );
}
