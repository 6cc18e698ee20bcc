import { useState } from 'react';
import styled from 'styled-components';
import { useApiClient, type FieldType, type View } from '@sift/api';
import { Button, ButtonToolbar, colorVars, Label } from '@sift/ui';
import { ExportDialog } from '../export/ExportDialog';
import { UNSAVED_SEARCH_TITLE, type SearchModel } from '../searchModel';
import { SavedSearchesModal } from './SavedSearchesModal';
import { SaveSearchDialog } from './SaveSearchDialog';
import { saveSearchView } from './saveView';
import { SAVE_SEARCH_TITLE, SAVED_SEARCH_TITLE, UNSAVED_CHANGES } from './savedSearchTexts';

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
}

/** The search's title with its saved state, and Save / Save as / the saved-search list. */
export function SavedSearchControls({ model, dirty, canEdit, fields, onSaved, onOpen, onDeleted }: SavedSearchControlsProps) {
  const client = useApiClient();
  const [dialog, setDialog] = useState<'save' | 'list' | 'export' | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = model.view.id !== null;
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
    <Bar>
      <Heading>
        <h1>{model.view.title || UNSAVED_SEARCH_TITLE}</h1>
        {saved && dirty && <Label variant="warning">{UNSAVED_CHANGES}</Label>}
      </Heading>
      <ButtonToolbar aria-label="Saved search actions">
        <Button icon="save" title={buttonTitle} aria-label={buttonTitle} onClick={() => setDialog('save')}>{saved && !dirty ? 'Saved' : 'Save'}</Button>
        <Button icon="dashboard" onClick={() => setDialog('list')}>Load</Button>
        <Button icon="download" onClick={() => setDialog('export')}>Export</Button>
      </ButtonToolbar>
      {dialog === 'save' && (
        <SaveSearchDialog open title={model.view.title} saved={saved} dirty={dirty} canEdit={canEdit} saving={saving} onSave={(title, asNew) => { void save(title, asNew); }} onCancel={() => setDialog(null)} />
      )}
      {dialog === 'export' && <ExportDialog model={model} fields={fields} onClose={() => setDialog(null)} />}
      {dialog === 'list' && <SavedSearchesModal onClose={() => setDialog(null)} onOpen={(id) => { setDialog(null); onOpen(id); }} onDeleted={onDeleted} activeId={model.view.id} />}
    </Bar>
  );
}
