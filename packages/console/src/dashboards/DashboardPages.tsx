import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ButtonToolbar, ConfirmDialog, DropdownMenu, Tabs } from '@sift/ui';
import { DELETE_PAGE_QUESTION } from './dashboardModel';
import { PagesConfigurationDialog } from './PagesConfigurationDialog';
import { PageTitleDialog } from './PageTitleDialog';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 4px;
`;

export interface DashboardPageTab {
  id: string;
  title: string;
}

export interface DashboardPagesProps {
  pages: readonly DashboardPageTab[];
  activeId: string;
  onSelect: (id: string) => void;
  /** Without it (read-only dashboards) pages can only be selected. */
  editing?: {
    onAdd: () => void;
    onRename: (id: string, title: string) => void;
    onDuplicate: (id: string) => void;
    onRemove: (id: string) => void;
    /** The pages in a new order, with new titles, without those removed. */
    onConfigure: (pages: DashboardPageTab[]) => void;
  };
  /** The active page's content. */
  children: ReactNode;
}

/** The dashboard's page tabs: select, and (when editable) new, edit title, duplicate and delete (never the last page). */
export function DashboardPages({ pages, activeId, onSelect, editing, children }: DashboardPagesProps) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | 'configure' | null>(null);
  const active = pages.find((page) => page.id === activeId);
  return (
    <section aria-label="Dashboard pages">
      {editing && (
        <Actions>
          <ButtonToolbar>
            <Button size="small" icon="plus" onClick={editing.onAdd}>
              New page
            </Button>
            <DropdownMenu
              placement="bottom-end"
              title="Page actions"
              items={[
                { label: 'Edit title', onSelect: () => setDialog('rename') },
                { label: 'Duplicate', onSelect: () => editing.onDuplicate(activeId) },
                { label: 'Delete', disabled: pages.length <= 1, onSelect: () => setDialog('delete') },
                { label: 'Configure pages', onSelect: () => setDialog('configure') },
              ]}
            />
          </ButtonToolbar>
        </Actions>
      )}
      <Tabs
        aria-label="Dashboard pages"
        activeId={activeId}
        onChange={onSelect}
        tabs={pages.map((page) => ({ id: page.id, title: page.title, content: page.id === activeId ? children : null }))}
      />
      {editing && dialog === 'rename' && active && (
        <PageTitleDialog
          initial={active.title}
          onCancel={() => setDialog(null)}
          onSave={(title) => {
            setDialog(null);
            editing.onRename(activeId, title);
          }}
        />
      )}
      {editing && dialog === 'configure' && (
        <PagesConfigurationDialog
          pages={pages}
          onCancel={() => setDialog(null)}
          onSave={(next) => {
            setDialog(null);
            editing.onConfigure(next);
          }}
        />
      )}
      {editing && (
        <ConfirmDialog
          open={dialog === 'delete'}
          title="Delete dashboard page"
          confirmText="Delete"
          confirmVariant="danger"
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            editing.onRemove(activeId);
          }}
        >
          {DELETE_PAGE_QUESTION}
        </ConfirmDialog>
      )}
    </section>
  );
}
