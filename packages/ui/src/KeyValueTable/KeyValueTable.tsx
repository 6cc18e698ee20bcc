import { useState, type KeyboardEvent } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { StyledInput } from '../Input/Input.styles';
import { ActionsCell, Empty, Table } from './KeyValueTable.styles';
import { addPair, canAddPair, deletePropertyQuestion, removePair, type KeyValuePairs } from './keyValuePairs';

export interface KeyValueTableProps {
  /** The properties shown, key to value. */
  pairs: KeyValuePairs;
  /** Called with all pairs after an add or a confirmed delete. */
  onChange?: (pairs: Record<string, string>) => void;
  /** Shows the delete buttons and the add row. */
  editable?: boolean;
  /** Accessible name of the table, e.g. "Custom fields". */
  'aria-label': string;
  /** Column headings: key, value and (when editable) actions. */
  headers?: readonly [string, string, string];
}

/** A table of string properties. Editable: Add works once key and value are filled; Delete asks first. */
export function KeyValueTable({ pairs, onChange, editable = false, headers = ['Name', 'Value', 'Actions'], ...aria }: KeyValueTableProps) {
  const [newKey, setNewKey] = useState('');
  const [newValue, setNewValue] = useState('');
  const [deleting, setDeleting] = useState<string | undefined>();
  const entries = Object.entries(pairs);
  const add = () => {
    if (!canAddPair(newKey, newValue)) return;
    onChange?.(addPair(pairs, newKey, newValue));
    setNewKey('');
    setNewValue('');
  };
  // Enter adds the row; inside a form it must not also submit the form the table sits in.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <>
      <Table aria-label={aria['aria-label']}>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
            {editable && <th scope="col">{headers[2]}</th>}
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 && !editable && (
            <tr>
              <Empty colSpan={2}>No properties.</Empty>
            </tr>
          )}
          {entries.map(([key, value]) => (
            <tr key={key}>
              <td>{key}</td>
              <td>{value}</td>
              {editable && (
                <ActionsCell>
                  <Button size="small" variant="danger" aria-label={`Delete property ${key}`} onClick={() => setDeleting(key)}>
                    Delete
                  </Button>
                </ActionsCell>
              )}
            </tr>
          ))}
          {editable && (
            <tr>
              <td>
                <StyledInput
                  aria-label="Key"
                  placeholder="Key"
                  value={newKey}
                  onChange={(event) => setNewKey(event.target.value)}
                  onKeyDown={addOnEnter}
                />
              </td>
              <td>
                <StyledInput
                  aria-label="Value"
                  placeholder="Value"
                  value={newValue}
                  onChange={(event) => setNewValue(event.target.value)}
                  onKeyDown={addOnEnter}
                />
              </td>
              <ActionsCell>
                <Button size="small" variant="success" disabled={!canAddPair(newKey, newValue)} onClick={add}>
                  Add
                </Button>
              </ActionsCell>
            </tr>
          )}
        </tbody>
      </Table>
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete property?"
        confirmText="Delete"
        confirmVariant="danger"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting !== undefined) onChange?.(removePair(pairs, deleting));
          setDeleting(undefined);
        }}
      >
        {deleting !== undefined && deletePropertyQuestion(deleting)}
      </ConfirmDialog>
    </>
  );
}
