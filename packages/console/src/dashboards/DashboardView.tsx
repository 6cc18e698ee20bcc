import { useState } from 'react';
import styled from 'styled-components';
import { FetchError, type View } from '@sift/api';
import { Alert, colorVars, DropdownMenu, EmptyState, radius, shadow, Spinner } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { useUnsavedChangesGuard } from '../shell/unsavedChanges';
import { usePageTitle } from '../shell/usePageTitle';
import { SearchResults } from '../search/results';
import { setPositions } from '../search/results/viewState';
import { createWidget, WIDGET_CREATORS } from '../search/results/widgetCreators';
import { addPage, configurePages, duplicatePage, pageIds, pageTitle, removePage, renamePage, type DashboardModel } from './dashboardModel';
import { ChooseTargetPageDialog, MOVE_TO_PAGE } from './ChooseTargetPageDialog';
import { DashboardControls } from './DashboardControls';
import { DashboardPages } from './DashboardPages';
import { EMPTY_PAGE_TEXT, EMPTY_PAGE_TITLE, UNSAVED_DASHBOARD_TITLE } from './dashboardTexts';
import { GlobalOverrideBar } from './GlobalOverrideBar';
import { useCopyToDashboard } from './useCopyToDashboard';
import { useDashboardPage } from './useDashboardPage';
import { freeSlot, moveWidgetToPage } from './widgetTransfer';

export const UPDATING_SEARCH_RESULTS = 'Updating search results...';
export const SEARCH_FAILED_TITLE = 'The search could not be executed';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-start;
  margin-bottom: 8px;
`;

const Results = styled.section`
  position: relative;
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

/** Where the page lives in the address: the shown page and the widget being edited (§2). */
export interface DashboardUrlState {
  page: string | null;
  /** The widget open in the editor. */
  editing: string | null;
  /** The widget filling the page. */
  focused: string | null;
}

export interface DashboardViewProps {
  initial: DashboardModel;
  url: DashboardUrlState;
  /** Records the shown page and edited widget in the address bar. */
  writeUrl: (state: DashboardUrlState) => void;
  /** The user may change the dashboard and overwrite it. */
  editable: boolean;
  /** A dashboard was saved under a (possibly new) id. */
  onSaved: (view: View) => void;
}

/** A dashboard: its controls, the global override bar, the page tabs and the shown page's widgets. */
export function DashboardView({ initial, url, writeUrl, editable, onSaved }: DashboardViewProps) {
  const page = useDashboardPage(initial, url.page);
  const user = useCurrentUserContext();
  const { model, execution, pageId } = page;
  const [editingId, setEditingId] = useState<string | null>(url.editing);
  const [focusedId, setFocusedId] = useState<string | null>(url.focused);
  const [moving, setMoving] = useState<string | null>(null);
  const copyToDashboard = useCopyToDashboard(model.view, pageId);
  usePageTitle(model.view.title || UNSAVED_DASHBOARD_TITLE);
  useUnsavedChangesGuard(page.dirty);

  const show = (next: { page?: string; editing?: string | null; focused?: string | null }) => {
    const state = {
      page: next.page ?? pageId,
      editing: next.editing !== undefined ? next.editing : editingId,
      focused: next.focused !== undefined ? next.focused : focusedId,
    };
    if (next.page !== undefined) page.setPage(next.page);
    if (next.editing !== undefined) setEditingId(next.editing);
    if (next.focused !== undefined) setFocusedId(next.focused);
    writeUrl(state);
  };
  const change = (next: { model: DashboardModel; pageId: string }) => {
    page.setModel(next.model);
    show({ page: next.pageId, editing: null, focused: null });
  };

  const widgets = model.view.state[pageId]?.widgets ?? [];
  const content = (
    <>
      {editable && (
        <Toolbar>
          <DropdownMenu
            title="Add widget"
            items={WIDGET_CREATORS.map((creator) => ({
              label: creator.title,
              onSelect: () => {
                const created = createWidget(model.view, pageId, creator.kind);
                const { [created.widgetId]: placed, ...others } = created.view.state[pageId]?.positions ?? {};
                page.onViewChange(
                  placed ? setPositions(created.view, pageId, { [created.widgetId]: freeSlot(others, placed) }) : created.view,
                );
                if (created.edit) show({ editing: created.widgetId });
              },
            }))}
          />
        </Toolbar>
      )}
      {widgets.length === 0 ? (
        <EmptyState icon="dashboard" text={EMPTY_PAGE_TITLE}>
          {editable && EMPTY_PAGE_TEXT}
        </EmptyState>
      ) : (
        <Results aria-label="Dashboard widgets" aria-busy={execution.loading}>
          {execution.loading && (
            <Overlay>
              <Spinner delay={0} size="sm" text={UPDATING_SEARCH_RESULTS} />
            </Overlay>
          )}
          <SearchResults
            key={pageId}
            view={model.view}
            queryId={pageId}
            execution={execution}
            editable={editable}
            lockToggle
            onViewChange={page.onViewChange}
            onQueryAppend={(fragment) =>
              page.setOverride({ ...page.override, queryString: [page.override.queryString, fragment].filter(Boolean).join(' AND ') })
            }
            editingWidgetId={editingId}
            onEditingChange={(id) => show({ editing: id })}
            focusedWidgetId={focusedId}
            onFocusedChange={(id) => show({ focused: id })}
            widgetActions={
              editable ? (id) => [{ label: MOVE_TO_PAGE, onSelect: () => setMoving(id) }, copyToDashboard.action(id)] : undefined
            }
          />
        </Results>
      )}
    </>
  );

  return (
    <>
      <DashboardControls
        model={model}
        pageId={pageId}
        pageTitles={page.pages.map((id) => pageTitle(model.view, id))}
        dirty={page.dirty}
        canEdit={editable}
        onSaved={(view) => {
          page.markSaved(view);
          onSaved(view);
        }}
        onMetadataSaved={page.markMetadataSaved}
      />
      <GlobalOverrideBar
        override={page.override}
        onChange={page.setOverride}
        defaultTimerange={page.pageTimerange}
        presets={page.presets}
        limitSeconds={page.limitSeconds}
        timezone={user.timezone ?? 'UTC'}
        canConfigureRanges={page.canConfigureRanges}
        configureRangesHref={pathTo('SYSTEM_CONFIGURATIONS')}
        refresh={page.refresh}
        onRefreshChange={page.setRefresh}
        refreshIntervals={page.intervals}
        onRefresh={execution.refresh}
      />
      {execution.error && (
        <Alert variant="danger">
          <strong>{SEARCH_FAILED_TITLE}</strong>
          <div>
            {execution.error instanceof FetchError ? (execution.error.responseMessage ?? execution.error.message) : execution.error.message}
          </div>
        </Alert>
      )}
      <DashboardPages
        pages={page.pages.map((id) => ({ id, title: pageTitle(model.view, id) }))}
        activeId={pageId}
        onSelect={(id) => show({ page: id, editing: null, focused: null })}
        editing={
          editable
            ? {
                onAdd: () => change(addPage(model)),
                onRename: (id, title) => page.setModel(renamePage(model, id, title)),
                onDuplicate: (id) => change(duplicatePage(model, id)),
                onRemove: (id) => change(removePage(model, id)),
                onConfigure: (pages) => {
                  const next = configurePages(model, pages);
                  change({ model: next, pageId: pages.some((p) => p.id === pageId) ? pageId : (pageIds(next.view)[0] ?? '') });
                },
              }
            : undefined
        }
      >
        {content}
      </DashboardPages>
      {copyToDashboard.dialog}
      {moving !== null && (
        <ChooseTargetPageDialog
          pages={page.pages.map((id) => ({ id, title: pageTitle(model.view, id) }))}
          currentPage={pageId}
          onCancel={() => setMoving(null)}
          onMove={(target, keepCopy) => {
            setMoving(null);
            page.onViewChange(moveWidgetToPage(model.view, pageId, moving, target, keepCopy));
          }}
        />
      )}
    </>
  );
}
