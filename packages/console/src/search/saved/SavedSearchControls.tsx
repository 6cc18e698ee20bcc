import { useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { toGrn, useApiClient, type FieldType, type View } from '@sift/api';
import { Breadcrumbs, Button, ButtonToolbar, colorVars, IconButton, Label } from '@sift/ui';
import { FavoriteToggle } from '../../components/FavoriteToggle/FavoriteToggle';
import { ONLY_SAVED_SEARCHES, ShareButton, ShareDialog } from '../../components/sharing';
import { breadcrumbsFor } from '../../components/viewBreadcrumbs';
import { dashboardSeedState, EXPORT_TO_DASHBOARD, searchToDashboard } from '../../dashboards/exportToDashboard';
import { pathTo } from '../../routing/routes';
import { usePermitted } from '../../shell/currentUser';
import { ExportDialog } from '../export/ExportDialog';
import { UNSAVED_SEARCH_TITLE, type SearchModel } from '../searchModel';
import { EditMetadataDialog, type ViewMetadata } from './EditMetadataDialog';
import { SavedSearchesModal } from './SavedSearchesModal';
import { SaveSearchDialog } from './SaveSearchDialog';
import { saveSearchView, saveViewMetadata } from './saveView';
import { EDIT_METADATA, SAVE_SEARCH_TITLE, SAVED_SEARCH_TITLE, SHARE_SEARCH_DESCRIPTION, UNSAVED_CHANGES } from './savedSearchTexts';

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

const Crumbs = styled.div`
  margin-bottom: 4px;
  font-size: 0.9rem;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

export interface SavedSearchControlsProps {
  model: SearchModel;
  /** Changed since loaded or saved. */
  dirty: boolean;
  canEdit: boolean;
  /** Known fields, for the export. */
  fields: readonly FieldType[];
  /** The view was saved (new id when saved as new). */
  onSaved: (view: View) => void;
  /** Opens a saved search from the list. */
  onOpen: (viewId: string) => void;
  /** A saved search was deleted. */
  onDeleted: (viewIds: string[]) => void;
  /** Only the title, summary and description were saved (Edit metadata). */
  onMetadataSaved?: (view: View) => void;
}

/**
 * The search's breadcrumbs (with favorite toggle and Edit metadata when saved), its title with the
 * saved state, and Save / Save as, the saved-search list, Share and Export.
 */
export function SavedSearchControls({
  model,
  dirty,
  canEdit,
  fields,
  onSaved,
  onOpen,
  onDeleted,
  onMetadataSaved,
}: SavedSearchControlsProps) {
  const client = useApiClient();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<'save' | 'list' | 'export' | 'metadata' | 'share' | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = model.view.id !== null;
  const canCreateDashboards = usePermitted(['dashboards:create']);
  const saveMetadata = async (metadata: ViewMetadata) => {
    if (model.view.id === null) return;
    setSaving(true);
    const result = await saveViewMetadata(client, model.view.id, metadata);
    setSaving(false);
    if (result) {
      setDialog(null);
      onMetadataSaved?.(result);
    }
  };
  const save = async (title: string, asNew: boolean) => {
    setSaving(true);
    const result = await saveSearchView(client, model, title, asNew);
    setSaving(false);
    if (result) {
      setDialog(null);
      onSaved(result);
    }
  };
  const buttonTitle = saved && !dirty ? SAVED_SEARCH_TITLE : SAVE_SEARCH_TITLE;
  return (
    <>
      {model.view.id !== null && (
        <Crumbs>
          <Breadcrumbs items={breadcrumbsFor({ kind: 'search', title: model.view.title || UNSAVED_SEARCH_TITLE })} onNavigate={navigate}>
            <FavoriteToggle key={model.view.id} grn={toGrn('search', model.view.id)} isFavorite={model.view.favorite} />
            <IconButton name="edit" title={EDIT_METADATA} disabled={!canEdit} onClick={() => setDialog('metadata')} />
          </Breadcrumbs>
        </Crumbs>
      )}
      <Bar>
        <Heading>
          <h1>{model.view.title || UNSAVED_SEARCH_TITLE}</h1>
          {saved && dirty && <Label variant="warning">{UNSAVED_CHANGES}</Label>}
        </Heading>
        <ButtonToolbar aria-label="Saved search actions">
          <Button icon="save" title={buttonTitle} aria-label={buttonTitle} onClick={() => setDialog('save')}>
            {saved && !dirty ? 'Saved' : 'Save'}
          </Button>
          <Button icon="dashboard" onClick={() => setDialog('list')}>
            Load
          </Button>
          <ShareButton
            entityType="search"
            entityId={model.view.id}
            owner={model.view.owner}
            disabledReason={saved ? null : ONLY_SAVED_SEARCHES}
            onClick={() => setDialog('share')}
          />
          <Button icon="download" onClick={() => setDialog('export')}>
            Export
          </Button>
          {canCreateDashboards && (
            <Button
              icon="dashboard"
              onClick={() => navigate(pathTo('DASHBOARDS_NEW'), { state: dashboardSeedState(searchToDashboard(model.view, model.search)) })}
            >
              {EXPORT_TO_DASHBOARD}
            </Button>
          )}
        </ButtonToolbar>
        {dialog === 'save' && (
          <SaveSearchDialog
            open
            title={model.view.title}
            saved={saved}
            dirty={dirty}
            canEdit={canEdit}
            saving={saving}
            onSave={(title, asNew) => {
              void save(title, asNew);
            }}
            onCancel={() => setDialog(null)}
          />
        )}
        {dialog === 'export' && (
          <ExportDialog
            view={model.view}
            queryId={model.queryId}
            searchId={model.search.id}
            fields={fields}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'list' && (
          <SavedSearchesModal
            onClose={() => setDialog(null)}
            onOpen={(id) => {
              setDialog(null);
              onOpen(id);
            }}
            onDeleted={onDeleted}
            activeId={model.view.id}
          />
        )}
        {dialog === 'metadata' && (
          <EditMetadataDialog
            viewType="search"
            initial={{ title: model.view.title, summary: model.view.summary, description: model.view.description }}
            saving={saving}
            onSave={(metadata) => {
              void saveMetadata(metadata);
            }}
            onCancel={() => setDialog(null)}
          />
        )}
        {dialog === 'share' && model.view.id !== null && (
          <ShareDialog
            entityType="search"
            entityId={model.view.id}
            entityTitle={model.view.title}
            description={SHARE_SEARCH_DESCRIPTION}
            onClose={() => setDialog(null)}
          />
        )}
      </Bar>
    </>
  );
}
