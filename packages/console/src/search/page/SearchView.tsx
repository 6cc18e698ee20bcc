import { useState } from 'react';
import styled from 'styled-components';
import { FetchError, type View } from '@sift/api';
import { Alert, colorVars, ErrorPage, radius, shadow, Spinner } from '@sift/ui';
import { useCopyToDashboard } from '../../dashboards/useCopyToDashboard';
import { pathTo } from '../../routing/routes';
import { useCurrentUserContext } from '../../shell/currentUser';
import { useUnsavedChangesGuard } from '../../shell/unsavedChanges';
import { usePageTitle } from '../../shell/usePageTitle';
import { LegacyChartsPrompt } from '../legacyCharts/LegacyChartsPrompt';
import { addWidget } from '../results/viewState';
import { SavedSearchControls } from '../saved/SavedSearchControls';
import { MESSAGES_PER_PAGE, SearchResults } from '../results';
import { SearchBar } from '../searchBar/SearchBar';
import { UNSAVED_SEARCH_TITLE, type SearchBarValues, type SearchModel } from '../searchModel';
import { SearchSidebar } from '../sidebar';
import { SEARCH_ERRORS_TITLE, searchErrorText, unclaimedErrors, UPDATING_SEARCH_RESULTS } from './searchErrors';
import { useSearchPage } from './useSearchPage';

export const NO_STREAM_PERMISSIONS_TITLE = 'No stream permissions.';
export const NO_STREAM_PERMISSIONS_TEXT =
  'We cannot start a search right now, because you are not allowed to access any stream. If you feel this is an error, please contact your administrator.';
export const SEARCH_FAILED_TITLE = 'The search could not be executed';
export const LIVE_STOPPED_TEXT = 'Live updates stopped.';

const Page = styled.div`
  display: flex;
  gap: 12px;
  min-height: 100%;
`;

/** A stretched flex item: the sidebar's full height (its overlay too) resolves against the page's. */
const SidebarColumn = styled.div`
  flex: none;
`;

const Main = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

const Overlay = styled.div`
  position: absolute;
  z-index: 5;
  top: 0;
  left: 50%;
  transform: translateX(-50%);
  padding: 8px 16px;
  border-radius: 0 0 ${radius.overlay} ${radius.overlay};
  background: ${colorVars.background.raised};
  border: 1px solid ${colorVars.border.default};
  box-shadow: ${shadow.raised};
`;

const Results = styled.section`
  position: relative;
`;

export interface SavedSearchNavigation {
  /** A view was saved under a (possibly new) id. */
  onSaved: (view: View, values: SearchBarValues) => void;
  /** Open a saved search (asks first when there are unsaved changes). */
  onOpen: (viewId: string) => void;
  /** Saved searches were deleted. */
  onDeleted: (viewIds: string[], currentId: string | null) => void;
}

export interface SearchViewProps {
  initial: SearchModel;
  initialValues: SearchBarValues;
  writeUrl: (values: SearchBarValues) => void;
  /** The message to mark (the `highlightMessage` URL parameter). */
  highlightMessage: string | null;
  /** The user may change the view's widgets and overwrite the saved view. */
  editable: boolean;
  navigation: SavedSearchNavigation;
}

/** A search: sidebar, search bar, and the results of the running search with its progress and errors. */
export function SearchView({ initial, initialValues, writeUrl, highlightMessage, editable, navigation }: SearchViewProps) {
  const page = useSearchPage({ initial, initialValues, writeUrl });
  const user = useCurrentUserContext();
  const { model, execution } = page;
  const [editingWidgetId, setEditingWidgetId] = useState<string | null>(null);
  const copyToDashboard = useCopyToDashboard(model.view, model.queryId);
  usePageTitle(model.view.title || UNSAVED_SEARCH_TITLE);
  useUnsavedChangesGuard(page.leaveWarning);
  if (page.streams !== null && page.streams.length === 0) {
    return <ErrorPage title={NO_STREAM_PERMISSIONS_TITLE} description={<Alert variant="warning">{NO_STREAM_PERMISSIONS_TEXT}</Alert>} />;
  }
  const errors = unclaimedErrors(execution.job, model.view);
  return (
    <Page>
      <SidebarColumn>
        <SearchSidebar
          view={model.view}
          queryId={model.queryId}
          execution={execution}
          onViewChange={page.onViewChange}
          onQueryAppend={page.onQueryAppend}
          streams={page.searched.streams}
          timerange={page.searched.timerange}
          onEditWidget={setEditingWidgetId}
        />
      </SidebarColumn>
      <Main>
        <SavedSearchControls
          model={model}
          dirty={page.dirty}
          canEdit={editable}
          fields={page.fields}
          onSaved={(view) => {
            page.markSaved(view);
            navigation.onSaved(view, page.searched);
          }}
          onOpen={navigation.onOpen}
          onDeleted={(ids) => navigation.onDeleted(ids, model.view.id)}
          onMetadataSaved={page.markMetadataSaved}
        />
        <SearchBar
          values={page.values}
          onChange={page.setValues}
          lastSearched={page.searched}
          onSubmit={page.submit}
          running={execution.loading}
          streams={page.streams ?? []}
          fields={page.fields}
          presets={page.presets}
          limitSeconds={page.limitSeconds}
          timezone={user.timezone ?? 'UTC'}
          canConfigureRanges={page.canConfigureRanges}
          configureRangesHref={pathTo('SYSTEM_CONFIGURATIONS')}
          refresh={page.refresh}
          onRefreshChange={page.setRefresh}
          refreshIntervals={page.intervals}
          liveAvailable={page.liveAvailable}
          live={page.live}
        />
        {page.liveError && <Alert variant="warning">{`${LIVE_STOPPED_TEXT} ${page.liveError.message}`}</Alert>}
        {execution.error && (
          // Titles in bold text, not headings: the page's only heading above is its h1.
          <Alert variant="danger">
            <strong>{SEARCH_FAILED_TITLE}</strong>
            <div>
              {execution.error instanceof FetchError
                ? (execution.error.responseMessage ?? execution.error.message)
                : execution.error.message}
            </div>
          </Alert>
        )}
        {errors.length > 0 && (
          <Alert variant="danger">
            <strong>{SEARCH_ERRORS_TITLE}</strong>
            <ul>
              {errors.map((error) => (
                <li key={`${error.searchTypeId ?? ''}${error.description}`}>{searchErrorText(error, MESSAGES_PER_PAGE)}</li>
              ))}
            </ul>
          </Alert>
        )}
        {editable && (
          <LegacyChartsPrompt
            onMigrate={(charts) =>
              page.onViewChange(charts.reduce((view, c) => addWidget(view, model.queryId, c.widget, c.title), model.view))
            }
          />
        )}
        <Results aria-label="Search results" aria-busy={execution.loading}>
          {execution.loading && (
            <Overlay>
              <Spinner delay={0} size="sm" text={UPDATING_SEARCH_RESULTS} />
            </Overlay>
          )}
          <SearchResults
            view={model.view}
            queryId={model.queryId}
            execution={page.resultsExecution}
            editable={editable}
            lockToggle
            onViewChange={page.onViewChange}
            onQueryAppend={page.onQueryAppend}
            highlightMessage={highlightMessage}
            streams={page.searched.streams}
            timerange={page.searched.timerange}
            onMessageExpanded={page.stopRefresh}
            editingWidgetId={editingWidgetId}
            onEditingChange={setEditingWidgetId}
            widgetActions={(id) => [copyToDashboard.action(id)]}
          />
          {copyToDashboard.dialog}
        </Results>
      </Main>
    </Page>
  );
}
