import { useState } from 'react';
import { ExportApi, useApiClient, type FieldType, type View } from '@sift/api';
import { Alert, Button, ButtonToolbar, FormGroup, Modal, NumberInput, Select, toast } from '@sift/ui';
import { UNSAVED_SEARCH_TITLE } from '../searchModel';
import {
  DOWNLOADING,
  EXPORT_FAILED,
  exportFields,
  exportFilename,
  NO_MESSAGE_TABLE,
  parseLimit,
  WIDGET_EXPORT_FAILED,
  widgetExport,
} from './exportRules';

export interface ExportDialogProps {
  view: View;
  queryId: string;
  /** The search that ran: the export reads its stored query, range and streams. */
  searchId: string | null;
  /** Known fields to choose from. */
  fields: readonly FieldType[];
  /** Exports this message table only (its fields, and its search type's query, filters and streams) instead of the whole search. */
  widget?: { id: string; title: string };
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

/**
 * Exports messages as CSV, fields in the chosen order with an optional limit: the search's first
 * message table (search actions) or one message table (its widget action).
 */
export function ExportDialog({ view, queryId, searchId, fields: known, widget, onClose }: ExportDialogProps) {
  const client = useApiClient();
  const target = widget ? widgetExport(view, queryId, widget.id) : null;
  const initial = widget ? (target?.fields ?? null) : exportFields(view, queryId);
  const [fields, setFields] = useState<string[]>(initial ?? []);
  const [limitText, setLimitText] = useState('');
  const [downloading, setDownloading] = useState(false);
  const { valid, limit } = parseLimit(limitText);

  const start = async () => {
    setDownloading(true);
    try {
      const request = { fieldsInOrder: fields, ...(limit === undefined ? {} : { limit }) };
      // An export job for the search (or the widget's search type), then its result by job id and file name.
      const job = target
        ? await ExportApi.createSearchTypeJob(client, searchId ?? '', target.searchTypeId, request)
        : await ExportApi.createJob(client, searchId ?? '', request);
      const filename = exportFilename(widget?.title ?? (view.title || UNSAVED_SEARCH_TITLE));
      download(await ExportApi.jobResult(client, job, filename), filename);
      onClose();
    } catch (error) {
      toast.error(widget ? WIDGET_EXPORT_FAILED : EXPORT_FAILED, error instanceof Error ? error.message : String(error));
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
      footer={
        <ButtonToolbar>
          <Button onClick={onClose}>Cancel</Button>
          {initial && (
            <Button
              variant="primary"
              icon="download"
              disabled={fields.length === 0 || downloading || !valid}
              onClick={() => {
                void start();
              }}
            >
              {downloading ? DOWNLOADING : 'Start Download'}
            </Button>
          )}
        </ButtonToolbar>
      }
    >
      {initial === null ? (
        <Alert variant="info">{NO_MESSAGE_TABLE}</Alert>
      ) : (
        <>
          {widget && <p>{`Messages of the message table "${widget.title}", with its query, time range and streams.`}</p>}
          <p>
            <strong>Fields to export</strong> (in this order)
          </p>
          <Select multi aria-label="Fields to export" options={options} value={fields} onChange={setFields} />
          <FormGroup label="Messages limit" error={valid ? undefined : 'Must be a whole number of at least 1.'}>
            {(control) => (
              <NumberInput
                {...control}
                min={1}
                step={1}
                value={limitText}
                onChange={(event) => setLimitText(event.target.value)}
                placeholder="All messages"
              />
            )}
          </FormGroup>
          <p>More messages than the limit may arrive: exports are written in chunks.</p>
        </>
      )}
    </Modal>
  );
}
