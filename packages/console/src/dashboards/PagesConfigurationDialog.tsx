import { useState } from 'react';
import { Button, ButtonToolbar, Modal, SortableList, TextInput } from '@sift/ui';
import { isValidPageTitle } from './dashboardModel';

export const PAGES_CONFIGURATION_TITLE = 'Update Dashboard Pages Configuration';

interface PageItem {
  id: string;
  title: string;
}

/** A page's title; double-click to edit, Enter or leaving the field keeps a valid title, Escape or an invalid one reverts (§4). */
function PageTitle({ item, onRename }: { item: PageItem; onRename: (title: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null)
    return (
      <span title="Double-click to rename" onDoubleClick={() => setDraft(item.title)}>
        {item.title}
      </span>
    );
  const commit = () => {
    if (isValidPageTitle(draft)) onRename(draft.trim());
    setDraft(null);
  };
  return (
    <TextInput
      aria-label={`Title of ${item.title}`}
      autoFocus
      value={draft}
      invalid={!isValidPageTitle(draft)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') {
          event.stopPropagation();
          setDraft(null);
        }
      }}
    />
  );
}

export interface PagesConfigurationDialogProps {
  pages: readonly PageItem[];
  onSave: (pages: PageItem[]) => void;
  onCancel: () => void;
}

/** Reorders (drag or keyboard), renames (double-click) and removes pages; the last page cannot be removed. */
export function PagesConfigurationDialog({ pages, onSave, onCancel }: PagesConfigurationDialogProps) {
  const [items, setItems] = useState<PageItem[]>(() => [...pages]);
  return (
    <Modal
      open
      onClose={onCancel}
      title={PAGES_CONFIGURATION_TITLE}
      footer={
        <ButtonToolbar>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="primary" onClick={() => onSave(items)}>
            Update configuration
          </Button>
        </ButtonToolbar>
      }
    >
      <SortableList
        aria-label="Dashboard pages"
        items={items}
        onMoveItem={setItems}
        onRemoveItem={items.length > 1 ? (item) => setItems((current) => current.filter((other) => other.id !== item.id)) : undefined}
        renderItem={(item) => (
          <PageTitle
            item={item}
            onRename={(title) => setItems((current) => current.map((other) => (other.id === item.id ? { ...other, title } : other)))}
          />
        )}
      />
    </Modal>
  );
}
