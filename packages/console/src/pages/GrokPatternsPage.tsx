import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import {
  useDeleteGrokPattern,
  useGrokPatterns,
  useImportGrokPatterns,
  useSaveGrokPattern,
  useTestGrokPattern,
  type GrokPattern,
} from '@sift/api';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  LIST_PAGE_SIZES,
  LoadingIndicator,
  MissingPermissionsPage,
  PageHeader,
  PaginatedList,
  readUrlPagination,
  spacing,
  toast,
  typography,
  writeUrlPagination,
  type PaginationState,
} from '@sift/ui';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { GrokImportModal } from './grok/GrokImportModal';
import { GrokPatternModal } from './grok/GrokPatternModal';
import { deleteGrokQuestion, GROK_FAILURES, GROK_TEXTS, grokImported, grokSaved } from './grok/grokTexts';
import { Actions, PipelineTable } from './pipelines/PipelineTable';
import { runReporting } from './streams/reportFailure';

const Code = styled.code`
  font-family: ${typography.fontFamily.monospace};
  font-size: ${typography.size.small};
  overflow-wrap: anywhere;
`;
const Toolbar = styled.div`
  display: flex;
  gap: ${spacing(1)};
`;

const URL_OPTIONS = { pageSizes: LIST_PAGE_SIZES, defaultPageSize: 50 };

type Dialog = { kind: 'create' } | { kind: 'edit'; pattern: GrokPattern } | { kind: 'delete'; pattern: GrokPattern } | { kind: 'import' };

/** System → Grok Patterns: the stored patterns by name, filtered and paged; create, edit (with a tester), delete, import a pattern file. */
export function GrokPatternsPage() {
  usePageTitle(GROK_TEXTS.title);
  return usePermitted(['grok_pattern:read']) ? <GrokPatterns /> : <MissingPermissionsPage />;
}

function GrokPatterns() {
  const me = useCurrentUserContext();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { page, pageSize } = readUrlPagination(search, URL_OPTIONS);
  const [query, setQuery] = useState('');
  const patterns = useGrokPatterns({ page, perPage: pageSize, query, sort: 'name', order: 'asc' });
  const save = useSaveGrokPattern();
  const remove = useDeleteGrokPattern();
  const importAll = useImportGrokPatterns();
  const tester = useTestGrokPattern();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!patterns.data && patterns.error) return <FetchErrorPage error={patterns.error} />;
  const canCreate = hasPermission(me.permissions, 'inputs:create');
  const canEdit = hasPermission(me.permissions, 'inputs:edit');
  const close = () => setDialog(null);
  const onChange = (next: PaginationState) => {
    setQuery(next.query);
    navigate(`${location}?${writeUrlPagination(search, { page: next.page, pageSize: next.perPage }, URL_OPTIONS).toString()}`);
  };

  return (
    <>
      <PageHeader
        title={GROK_TEXTS.title}
        description={GROK_TEXTS.description}
        actions={
          canCreate ? (
            <Toolbar>
              <Button onClick={() => setDialog({ kind: 'import' })}>{GROK_TEXTS.importFile}</Button>
              <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
                {GROK_TEXTS.create}
              </Button>
            </Toolbar>
          ) : undefined
        }
      />
      <PaginatedList
        totalItems={patterns.data?.total ?? page * pageSize}
        pagination={{ page, perPage: pageSize, query }}
        onChange={onChange}
        pageSizes={LIST_PAGE_SIZES}
        showFilter
        filterPlaceholder={GROK_TEXTS.filter}
      >
        {!patterns.data && <LoadingIndicator />}
        {patterns.data?.elements.length === 0 &&
          (query ? <EmptyState kind="filterNoMatch" /> : <EmptyState text={GROK_TEXTS.noPatterns} />)}
        {patterns.data && patterns.data.elements.length > 0 && (
          <PipelineTable aria-label="Grok patterns">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Pattern</th>
                {canEdit && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {patterns.data.elements.map((pattern) => (
                <tr key={pattern.id ?? pattern.name}>
                  <td>{pattern.name}</td>
                  <td>
                    <Code>{pattern.pattern}</Code>
                  </td>
                  {canEdit && (
                    <td>
                      <Actions>
                        <Button
                          size="small"
                          aria-label={`Edit grok pattern ${pattern.name}`}
                          onClick={() => setDialog({ kind: 'edit', pattern })}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          aria-label={`Delete grok pattern ${pattern.name}`}
                          onClick={() => setDialog({ kind: 'delete', pattern })}
                        >
                          Delete
                        </Button>
                      </Actions>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </PipelineTable>
        )}
      </PaginatedList>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <GrokPatternModal
          pattern={dialog.kind === 'edit' ? dialog.pattern : undefined}
          submitting={save.isMutating}
          onCancel={close}
          onTest={tester.trigger}
          onSubmit={(request) =>
            void runReporting(async () => {
              const saved = await save.trigger(dialog.kind === 'edit' ? dialog.pattern.id : null, request);
              toast.success(grokSaved(saved.name));
              close();
            }, GROK_FAILURES.save)
          }
        />
      )}
      {dialog?.kind === 'import' && (
        <GrokImportModal
          submitting={importAll.isMutating}
          onCancel={close}
          onSubmit={(list, strategy) =>
            void runReporting(async () => {
              await importAll.trigger(list, strategy);
              toast.success(grokImported(list.length));
              close();
            }, GROK_FAILURES.import)
          }
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete grok pattern"
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating}
          onCancel={close}
          onConfirm={() => void runReporting(() => remove.trigger(dialog.pattern.id ?? ''), GROK_FAILURES.delete).then(close)}
        >
          {deleteGrokQuestion(dialog.pattern.name)}
        </ConfirmDialog>
      )}
    </>
  );
}

export default GrokPatternsPage;
