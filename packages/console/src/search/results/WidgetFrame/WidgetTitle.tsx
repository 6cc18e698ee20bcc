import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { spacing, TextInput } from '@sift/ui';

const Heading = styled.h2<{ $editable: boolean }>`
  margin: 0;
  min-width: 0;
  overflow: hidden;
  font-size: 1rem;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: ${({ $editable }) => ($editable ? 'text' : 'default')};
`;
const Input = styled(TextInput)`
  min-width: 0;
  min-height: 0;
  flex: 1;
  padding: 0 ${spacing(0.5)};
  font-weight: 600;
`;

export interface WidgetTitleProps {
  title: string;
  /** Double-click edits the title when true. */
  editable: boolean;
  /** Called with a non-blank new title; a blank one reverts. */
  onChange: (title: string) => void;
  /** Opens the editor from outside (the widget menu's "Edit title"). */
  editing?: boolean;
  /** Told when the editor closes. */
  onEditingChange?: (editing: boolean) => void;
}

/** A widget title; double-click to edit, blur or Enter commits, Escape or an empty value keeps the old one. */
export function WidgetTitle({ title, editable, onChange, editing = false, onEditingChange }: WidgetTitleProps) {
  const [localDraft, setLocalDraft] = useState<string | null>(null);
  const draft = localDraft ?? (editing ? title : null);
  const setDraft = (next: string | null) => {
    setLocalDraft(next);
    if (next === null) onEditingChange?.(false);
  };
  const commit = () => {
    if (draft !== null && draft.trim() !== '' && draft !== title) onChange(draft);
    setDraft(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  if (draft === null) {
    return (
      <Heading
        $editable={editable}
        title={editable ? 'Double-click to edit the title' : undefined}
        onDoubleClick={editable ? () => setDraft(title) : undefined}
      >
        {title}
      </Heading>
    );
  }
  return (
    <form onSubmit={submit} style={{ display: 'flex', flex: 1, minWidth: 0 }}>
      <Input
        aria-label="Widget title"
        // The field appears because the user asked to edit: focusing it is what they expect.
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
    </form>
  );
}
