import { useId, useState } from 'react';
import { ExportApi, useApiClient, type FieldType } from '@sift/api';
import { Alert, Button, ButtonToolbar, Modal, Select, toast } from '@sift/ui';
import { FieldError, TextInput } from '../searchBar/styles';
import type { SearchModel } from '../searchModel';
import { UNSAVED_SEARCH_TITLE } from '../searchModel';
import { DOWNLOADING, EXPORT_FAILED, exportFields, exportFilename, NO_MESSAGE_TABLE, parseLimit } from './exportRules';

export interface ExportDialogProps {
  model: SearchModel;
  /** Known fields to choose from. */
  fields: readonly FieldType[];
  onClose: () => void;
}

function download(csv: string, filename: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** Exports the search's messages as CSV: fields in the chosen order and an optional limit. */
export function ExportDialog({ model, fields: known, onClose }: ExportDialogProps) {
  const client = useApiClient();
  const id = useId();
  const initial = exportFields(model.view, model.queryId);
  const [fields, setFields] = useState<string[]>(initial ?? []);
  const [limitText, setLimitText] = useState('');
  const [downloading, setDownloading] = useState(false);
  const { valid, limit } = parseLimit(limitText);

  const start = async () => {
    setDownloading(true);
    try {
      const csv = await ExportApi.search(client, model.search.id ?? '', { fieldsInOrder: fields, ...(limit === undefined ? {} : { limit }) });
      download(csv, exportFilename(model.view.title || UNSAVED_SEARCH_TITLE));
      onClose();
    } catch (error) {
      toast.error(EXPORT_FAILED, error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };

  const options = [...new Set([...fields, ...known.map((field) => field.name)])].map((name) => ({ value: name, label: name }));
  return (
    <Modal
      open
      onClose={onClose}
      title="Export message table search results"
      footer={(
        <ButtonToolbar>
          <Button onClick={onClose}>Cancel</Button>
          {initial && (
            <Button variant="primary" icon="download" disabled={fields.length === 0 || downloading || !valid} onClick={() => { void start(); }}>
              {downloading ? DOWNLOADING : 'Start Download'}
            </Button>
          )}
        </ButtonToolbar>
      )}
    >
      {initial === null ? <Alert variant="info">{NO_MESSAGE_TABLE}</Alert> : (
        <>
          <p><strong>Fields to export</strong> (in this order)</p>
          <Select multi aria-label="Fields to export" options={options} value={fields} onChange={setFields} />
          <p>
            <label htmlFor={id}><strong>Messages limit</strong></label>
          </p>
          <TextInput id={id} type="number" min={1} step={1} value={limitText} aria-invalid={!valid} onChange={(event) => setLimitText(event.target.value)} placeholder="All messages" />
          {!valid && <FieldError>Must be a whole number of at least 1.</FieldError>}
          <p>More messages than the limit may arrive: exports are written in chunks.</p>
        </>
      )}
    </Modal>
  );
}
