import { useState } from 'react';
import styled from 'styled-components';
import type { LookupComponent, LookupErrorStates, LookupTypeDescriptor, Page } from '@sift/api';
import {
  Button,
  colorVars,
  ConfirmDialog,
  EntityOverviewTable,
  LoadingIndicator,
  PageHeader,
  spacing,
  type OverviewColumn,
} from '@sift/ui';
import { AppLink } from '../../components/AppLink';
import { LinkButton } from '../../components/LinkButton';
import { usePermitted } from '../../shell/currentUser';
import { runReporting } from '../streams/reportFailure';
import type { ComponentKind } from './componentKinds';
import { lookupTypeForm } from './componentTypes';
import { LookupNav } from './LookupNav';
import { deleteQuestion } from './lookupTexts';
import type { useLookupList } from './useLookupList';

export const COMPONENT_COLUMNS: readonly OverviewColumn[] = [
  { id: 'title', title: 'Title', sortable: true },
  { id: 'description', title: 'Description', sortable: true },
  { id: 'name', title: 'Name', sortable: true },
  { id: 'type', title: 'Type' },
  { id: 'actions', title: 'Actions' },
];
export const COMPONENT_COLUMN_IDS = COMPONENT_COLUMNS.map((column) => column.id);

const Problem = styled.div`
  color: ${colorVars.danger.text};
  font-size: 0.9em;
`;
const Actions = styled.div`
  display: flex;
  gap: ${spacing(0.5)};
`;

export interface ComponentsOverviewProps {
  kind: ComponentKind;
  list: ReturnType<typeof useLookupList>;
  page: Page<LookupComponent> | undefined;
  types: Record<string, LookupTypeDescriptor> | undefined;
  /** Error states by name (data adapters only: caches have none in Graylog 5.1). */
  problems?: LookupErrorStates['dataAdapters'];
  onDelete: (component: LookupComponent) => Promise<unknown>;
  deleting: boolean;
}

/** The overview of caches or data adapters: title, description, name and type; search, sort, pages; edit and delete. */
export function ComponentsOverview({ kind, list, page, types, problems, onDelete, deleting }: ComponentsOverviewProps) {
  const canCreate = usePermitted(['lookuptables:create']);
  const canEdit = usePermitted(['lookuptables:edit']);
  const canDelete = usePermitted(['lookuptables:delete']);
  const [confirming, setConfirming] = useState<LookupComponent | null>(null);
  const typeName = (type: string) => {
    const descriptor = types?.[type];
    return descriptor ? lookupTypeForm(descriptor).name : type;
  };
  const renderCell = (component: LookupComponent, column: OverviewColumn) => {
    switch (column.id) {
      case 'title':
        return (
          <>
            <AppLink href={kind.showPath(component.name)}>{component.title}</AppLink>
            {problems?.[component.name] && <Problem>{problems[component.name]}</Problem>}
          </>
        );
      case 'description':
        return component.description;
      case 'name':
        return component.name;
      case 'type':
        return typeName(component.configType);
      case 'actions':
        return (
          <Actions>
            {canEdit && <LinkButton href={kind.editPath(component.name)}>Edit</LinkButton>}
            {canDelete && (
              <Button variant="danger" onClick={() => setConfirming(component)} aria-label={`Delete ${component.title}`}>
                Delete
              </Button>
            )}
          </Actions>
        );
      default:
        return '';
    }
  };

  return (
    <>
      <PageHeader
        title={kind.listTitle}
        description={kind.listDescription}
        actions={
          <LookupNav>
            {canCreate && (
              <LinkButton href={kind.createPath()} variant="primary">
                {kind.createText}
              </LinkButton>
            )}
          </LookupNav>
        }
      />
      {page ? (
        <EntityOverviewTable
          aria-label={kind.listTitle}
          entities={page.elements}
          columns={COMPONENT_COLUMNS}
          layout={list.layout}
          onLayoutChange={list.onLayoutChange}
          renderCell={renderCell}
          entityLabel={(component) => component.title}
          paging={list.paging(page.total)}
        />
      ) : (
        <LoadingIndicator />
      )}
      {confirming && (
        <ConfirmDialog
          open
          title={`Delete ${kind.noun}`}
          confirmText="Delete"
          confirmVariant="danger"
          submitting={deleting}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void runReporting(() => onDelete(confirming), kind.failures.delete).then(() => setConfirming(null))}
        >
          {deleteQuestion(kind.noun, confirming.title)}
        </ConfirmDialog>
      )}
    </>
  );
}
