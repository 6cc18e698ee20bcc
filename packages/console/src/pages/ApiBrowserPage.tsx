import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { OPENAPI_DOCUMENT_PATH, useApiClient, useApiDocument, type ApiDocument } from '@sift/api';
import { ApiOperationList, LoadingIndicator, PageHeader, TextInput, type ApiOperationGroup } from '@sift/ui';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { API_BROWSER_TEXTS as T } from './apiBrowser/apiBrowserTexts';
import { OperationTryOut } from './apiBrowser/OperationTryOut';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 380px) 1fr;
  gap: 24px;
  align-items: start;
`;

const Sidebar = styled.div`
  display: grid;
  gap: 12px;
  max-height: calc(100vh - 180px);
  overflow: auto;
  padding-right: 4px;
`;

/** The document's operations by tag, keeping those whose method, path or summary contain the filter. */
export function groupOperations(doc: ApiDocument, filter: string): ApiOperationGroup[] {
  const needle = filter.trim().toLowerCase();
  return doc.tags.map((tag) => ({
    title: tag,
    operations: doc.operations
      .filter((op) => op.tag === tag)
      .filter((op) => needle === '' || `${op.method} ${op.path} ${op.summary}`.toLowerCase().includes(needle))
      .map((op) => ({ id: op.id, method: op.method, path: op.path, summary: op.summary })),
  }));
}

/** `/api-browser`: the server's OpenAPI document to read, and each call to try with the user's session. */
export function ApiBrowserPage() {
  usePageTitle(T.title);
  const doc = useApiDocument();
  const client = useApiClient();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const groups = useMemo(() => (doc.data ? groupOperations(doc.data, deferred) : []), [doc.data, deferred]);
  if (!doc.data && doc.error) return <FetchErrorPage error={doc.error} />;
  const operation = doc.data?.operations.find((op) => op.id === selected);
  return (
    <>
      <PageHeader
        title={T.title}
        description={
          <>
            {T.description} <a href={client.url(OPENAPI_DOCUMENT_PATH)}>{T.document}</a>
            {doc.data && ` (${doc.data.title} ${doc.data.version}, ${doc.data.operations.length} operations)`}
          </>
        }
      />
      {!doc.data ? (
        <LoadingIndicator />
      ) : (
        <Layout>
          <Sidebar>
            <TextInput
              type="search"
              aria-label={T.filter}
              placeholder={T.filter}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
            <ApiOperationList
              headingLevel={2}
              label={T.operations}
              groups={groups}
              selectedId={selected}
              onSelect={setSelected}
              emptyText={T.noMatch}
            />
          </Sidebar>
          {operation ? <OperationTryOut key={operation.id} operation={operation} /> : <p>{T.choose}</p>}
        </Layout>
      )}
    </>
  );
}

export default ApiBrowserPage;
