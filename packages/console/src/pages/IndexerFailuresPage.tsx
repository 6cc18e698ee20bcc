import { useState } from 'react';
import { useIndexerFailures, type IndexerFailure } from '@sift/api';
import {
  EmptyState,
  EntityOverviewTable,
  formatDateTime,
  LoadingIndicator,
  MissingPermissionsPage,
  PageHeader,
  type OverviewColumn,
  type TableLayoutPreferences,
} from '@sift/ui';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePermitted } from '../shell/currentUser';
import { usePageTitle } from '../shell/usePageTitle';

export const INDEXER_FAILURES_TEXTS = {
  title: 'Indexer failures',
  description: 'Messages the message store could not write, newest first: which index they were for, their id and why they failed.',
  none: 'No indexer failures: every message was written.',
  total: (n: number) => `${n} ${n === 1 ? 'failure' : 'failures'} in total.`,
  timestamp: 'Timestamp',
  index: 'Index',
  letterId: 'Letter ID',
  message: 'Error message',
} as const;
const T = INDEXER_FAILURES_TEXTS;
export const FAILURES_PER_PAGE = 50;

const COLUMNS: readonly OverviewColumn[] = [
  { id: 'timestamp', title: T.timestamp, type: 'DATE' },
  { id: 'index', title: T.index },
  { id: 'letterId', title: T.letterId },
  { id: 'message', title: T.message },
];

type Row = IndexerFailure & { id: string };

/** `/system/indices/failures`: the messages the message store could not write (Graylog's indexer failures). */
export function IndexerFailuresPage() {
  usePageTitle(T.title);
  return usePermitted(['indices:failures']) ? <FailureList /> : <MissingPermissionsPage />;
}

function FailureList() {
  const [page, setPage] = useState(1);
  const [layout, setLayout] = useState<TableLayoutPreferences>({
    displayedAttributes: COLUMNS.map((c) => c.id),
    sort: null,
    perPage: FAILURES_PER_PAGE,
  });
  const failures = useIndexerFailures(layout.perPage, (page - 1) * layout.perPage);
  if (!failures.data && failures.error) return <FetchErrorPage error={failures.error} />;
  const rows: Row[] = (failures.data?.failures ?? []).map((f, i) => ({ ...f, id: `${(page - 1) * layout.perPage + i}` }));

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      {!failures.data ? (
        <LoadingIndicator />
      ) : failures.data.total === 0 ? (
        <EmptyState text={T.none} />
      ) : (
        <>
          <p>{T.total(failures.data.total)}</p>
          <EntityOverviewTable<Row>
            aria-label={T.title}
            entities={rows}
            columns={COLUMNS}
            layout={layout}
            onLayoutChange={(next) => {
              if (next.perPage !== layout.perPage) setPage(1);
              setLayout(next);
            }}
            entityLabel={(row) => row.letterId}
            renderCell={(row, column) => {
              switch (column.id) {
                case 'timestamp':
                  return formatDateTime(row.timestamp);
                case 'index':
                  return row.index;
                case 'letterId':
                  return row.letterId;
                default:
                  return row.message;
              }
            }}
            paging={{
              totalItems: failures.data.total,
              page,
              query: '',
              // Graylog's failure list has no filter.
              showFilter: false,
              onChange: (next) => setPage(next),
            }}
          />
        </>
      )}
    </>
  );
}

export default IndexerFailuresPage;
