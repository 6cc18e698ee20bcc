import { useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { toGrn, useApiClient, type View } from '@sift/api';
import { Breadcrumbs, Button, ButtonToolbar, colorVars, IconButton, Label } from '@sift/ui';
import { FavoriteToggle } from '../components/FavoriteToggle/FavoriteToggle';
import { ONLY_SAVED_DASHBOARDS, ShareButton, ShareDialog } from '../components/sharing';
import { breadcrumbsFor } from '../components/viewBreadcrumbs';
import { pathTo } from '../routing/routes';
import { hasScreen } from '../routing/screens';
import { usePermitted } from '../shell/currentUser';
import { EditMetadataDialog, type ViewMetadata } from '../search/saved/EditMetadataDialog';
import { EDIT_METADATA, UNSAVED_CHANGES } from '../search/saved/savedSearchTexts';
import { saveSearchView, saveViewMetadata } from '../search/saved/saveView';
import type { DashboardModel } from './dashboardModel';
import { fullScreenQuery } from './fullScreen';
import { FullScreenDialog } from './FullScreenDialog';
import { UNSAVED_DASHBOARD_TITLE } from './dashboardTexts';

export const SAVE_DASHBOARD_TITLE = 'Save dashboard';
export const SAVED_DASHBOARD_TITLE = 'Saved dashboard';
export const SAVE_AS_TITLE = 'Save dashboard as';
export const NEW_DASHBOARD_PROPERTIES = 'Saving new dashboard';
export const SHARE_DASHBOARD_DESCRIPTION = 'Search for a User or Team to add as collaborator on this dashboard.';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 8px;

  h1 {
    margin: 0;
    font-size: 1.25rem;
    color: ${colorVars.text.primary};
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

export interface DashboardControlsProps {
  model: DashboardModel;
  /** The shown page (the view's active query when saving). */
  pageId: string;
  /** The pages' titles, in order (full screen chooses among them). */
  pageTitles: readonly string[];
  dirty: boolean;
  /** view:edit and dashboards:edit on it, or its owner: Save and Edit metadata. */
  canEdit: boolean;
  onSaved: (view: View) => void;
  /** Only the title, summary and description were saved (Edit metadata). */
  onMetadataSaved: (view: View) => void;
}

/** Breadcrumbs with favorite and Edit metadata, the title with its saved state, Save, Save as, Full screen and Share. */
export function DashboardControls({ model, pageId, pageTitles, dirty, canEdit, onSaved, onMetadataSaved }: DashboardControlsProps) {
  const client = useApiClient();
  const [, navigate] = useLocation();
  const canCreate = usePermitted(['dashboards:create']);
  const [dialog, setDialog] = useState<'properties' | 'saveAs' | 'metadata' | 'share' | 'fullScreen' | null>(null);
  const [saving, setSaving] = useState(false);
  const { view } = model;
  const saved = view.id !== null;

  const save = async (metadata: ViewMetadata, asNew: boolean) => {
    setSaving(true);
    const next = { ...model, queryId: pageId, view: { ...view, summary: metadata.summary, description: metadata.description } };
    const result = await saveSearchView(client, next, metadata.title, asNew);
    setSaving(false);
    if (result) {
      setDialog(null);
      onSaved(result);
    }
  };
  const saveMetadata = async (metadata: ViewMetadata) => {
    if (view.id === null) return;
    setSaving(true);
    const result = await saveViewMetadata(client, view.id, metadata);
    setSaving(false);
    if (result) {
      setDialog(null);
      onMetadataSaved(result);
    }
  };
  const metadata: ViewMetadata = { title: view.title, summary: view.summary, description: view.description };
  const saveTitle = saved && !dirty ? SAVED_DASHBOARD_TITLE : SAVE_DASHBOARD_TITLE;

  return (
    <>
      {saved && view.id && (
        <Breadcrumbs items={breadcrumbsFor({ kind: 'dashboard', title: view.title })} onNavigate={navigate}>
          <FavoriteToggle key={view.id} grn={toGrn('dashboard', view.id)} isFavorite={view.favorite} />
          <IconButton name="edit" title={EDIT_METADATA} disabled={!canEdit} onClick={() => setDialog('metadata')} />
        </Breadcrumbs>
      )}
      <Bar>
        <Heading>
          <h1>{view.title || UNSAVED_DASHBOARD_TITLE}</h1>
          {saved && dirty && <Label variant="warning">{UNSAVED_CHANGES}</Label>}
        </Heading>
        <ButtonToolbar aria-label="Dashboard actions">
          <Button
            icon="save"
            title={saveTitle}
            aria-label={saveTitle}
            disabled={saved ? !canEdit || !dirty || saving : !canCreate}
            loading={saving && dialog === null}
            onClick={() => (saved ? void save(metadata, false) : setDialog('properties'))}
          >
            {saved && !dirty ? 'Saved' : 'Save'}
          </Button>
          {saved && canCreate && <Button onClick={() => setDialog('saveAs')}>Save as</Button>}
          {saved && view.id && hasScreen('DASHBOARDS_TV') && (
            <Button icon="maximize" onClick={() => setDialog('fullScreen')}>
              Full screen
            </Button>
          )}
          <ShareButton
            entityType="dashboard"
            entityId={view.id}
            owner={view.owner}
            disabledReason={saved ? null : ONLY_SAVED_DASHBOARDS}
            onClick={() => setDialog('share')}
          />
        </ButtonToolbar>
      </Bar>
      {(dialog === 'properties' || dialog === 'saveAs') && (
        <EditMetadataDialog
          viewType="dashboard"
          heading={dialog === 'properties' ? NEW_DASHBOARD_PROPERTIES : SAVE_AS_TITLE}
          submitText={dialog === 'properties' ? 'Create dashboard' : 'Save as'}
          initial={dialog === 'saveAs' ? { ...metadata, title: `${view.title} (Copy)` } : metadata}
          saving={saving}
          onCancel={() => setDialog(null)}
          onSave={(next) => void save(next, true)}
        />
      )}
      {dialog === 'metadata' && (
        <EditMetadataDialog
          viewType="dashboard"
          initial={metadata}
          saving={saving}
          onCancel={() => setDialog(null)}
          onSave={(next) => void saveMetadata(next)}
        />
      )}
      {dialog === 'fullScreen' && view.id !== null && (
        <FullScreenDialog
          pages={pageTitles}
          onCancel={() => setDialog(null)}
          onStart={(settings) => {
            setDialog(null);
            navigate(`${pathTo('DASHBOARDS_TV', { viewId: view.id ?? '' })}?${fullScreenQuery(settings, pageTitles.length)}`);
          }}
        />
      )}
      {dialog === 'share' && view.id !== null && (
        <ShareDialog
          entityType="dashboard"
          entityId={view.id}
          entityTitle={view.title}
          description={SHARE_DASHBOARD_DESCRIPTION}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
