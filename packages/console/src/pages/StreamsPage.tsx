import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  useIndexSets,
  useLayoutPreferences,
  usePauseStream,
  useResumeStream,
  useStreamsPage,
  useStreamThroughput,
  useUpdateLayoutPreferences,
  type Stream,
} from '@sift/api';
import {
  Badge,
  Button,
  EntityOverviewTable,
  formatNumber,
  LIST_DEFAULT_PAGE_SIZE,
  LIST_PAGE_SIZES,
  LoadingIndicator,
  PageHeader,
  readUrlPagination,
  toast,
  writeUrlPagination,
  type DropdownMenuItem,
  type OverviewColumn,
  type SortState,
  type TableLayoutPreferences,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { hasScreen } from '../routing/screens';
import { usePermitted, useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { failureMessage, runReporting } from './streams/reportFailure';
import { isChangeable, StreamActions } from './streams/StreamActions';
import { StreamDialogs, type StreamDialog } from './streams/StreamDialogs';
import { STREAM_FAILURES, STREAM_STATUS } from './streams/streamTexts';

/** The id the overview's column choice and sort are stored under (`/entitylists/preferences/{id}`). */
export const STREAMS_TABLE_ID = 'streams';

export const STREAM_COLUMNS: readonly OverviewColumn[] = [
  { id: 'title', title: 'Title', sortable: true },
  { id: 'description', title: 'Description', sortable: true },
  { id: 'index_set_id', title: 'Index Set' },
  { id: 'throughput', title: 'Throughput' },
  { id: 'rules', title: 'Rules' },
  { id: 'disabled', title: 'Status', sortable: true },
  { id: 'actions', title: 'Actions' },
];
const DEFAULT_ATTRIBUTES = STREAM_COLUMNS.map((column) => column.id);
const DEFAULT_SORT: SortState = { attributeId: 'title', direction: 'asc' };
const URL_OPTIONS = { pageSizes: LIST_PAGE_SIZES, defaultPageSize: LIST_DEFAULT_PAGE_SIZE };

export const rulesCountText = (count: number) => `${count} ${count === 1 ? 'rule' : 'rules'}`;

/** Streams: every stream the user may read, with throughput, rules and status; page and size live in the URL. */
export function StreamsPage() {
  usePageTitle('Streams');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const user = useCurrentUserContext();
  const { page, pageSize } = readUrlPagination(search, URL_OPTIONS);
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<StreamDialog | null>(null);
  const preferences = useLayoutPreferences(STREAMS_TABLE_ID);
  const savePreferences = useUpdateLayoutPreferences(STREAMS_TABLE_ID);
  const sort = preferences.data?.sort ?? DEFAULT_SORT;
  const layout: TableLayoutPreferences = {
    displayedAttributes: preferences.data?.displayedAttributes ?? DEFAULT_ATTRIBUTES,
    sort,
    perPage: pageSize,
  };
  const streams = useStreamsPage({ page, perPage: pageSize, query, sort: sort.attributeId, order: sort.direction });
  const ids = useMemo(() => (streams.data?.elements ?? []).map((stream) => stream.id), [streams.data]);
  const throughput = useStreamThroughput(ids);
  const indexSets = useIndexSets();
  const canCreate = usePermitted(['streams:create']);
  const pause = usePauseStream();
  const resume = useResumeStream();
  const can = useCallback((permission: string) => hasPermission(user.permissions, permission), [user.permissions]);

  const toUrl = (nextPage: number, nextSize: number) =>
    navigate(`${location}?${writeUrlPagination(search, { page: nextPage, pageSize: nextSize }, URL_OPTIONS).toString()}`);
  const onLayoutChange = (next: TableLayoutPreferences) => {
    if (next.perPage !== pageSize) toUrl(1, next.perPage);
    if (next.sort !== layout.sort || next.displayedAttributes !== layout.displayedAttributes) {
      void savePreferences({ displayedAttributes: [...next.displayedAttributes], sort: next.sort, perPage: next.perPage });
    }
  };

  useEffect(() => {
    if (streams.error) toast.error(STREAM_FAILURES.load, failureMessage(streams.error));
  }, [streams.error]);

  if (!streams.data && streams.error) return <FetchErrorPage error={streams.error} />;

  const indexSetTitle = (id: string) => indexSets.data?.indexSets.find((set) => set.id === id)?.title ?? id;
  const renderCell = (stream: Stream, column: OverviewColumn) => {
    switch (column.id) {
      case 'title':
        return <AppLink href={pathTo('STREAM_SEARCH', { streamId: stream.id })}>{stream.title}</AppLink>;
      case 'description':
        return stream.description ?? '';
      case 'index_set_id':
        return indexSetTitle(stream.indexSetId);
      case 'throughput':
        return `${formatNumber(throughput.data?.[stream.id] ?? 0)} msg/s`;
      case 'rules':
        return isChangeable(stream) && hasScreen('STREAMS_EDIT') ? (
          <AppLink href={pathTo('STREAMS_EDIT', { streamId: stream.id })}>{rulesCountText(stream.rules.length)}</AppLink>
        ) : (
          rulesCountText(stream.rules.length)
        );
      case 'disabled':
        return (
          <Badge variant={stream.disabled ? 'warning' : 'success'}>{stream.disabled ? STREAM_STATUS.paused : STREAM_STATUS.running}</Badge>
        );
      case 'actions':
        return (
          <StreamActions
            stream={stream}
            canEdit={can(`streams:edit:${stream.id}`)}
            canChangeState={can(`streams:changestate:${stream.id}`)}
            onEdit={(s) => setDialog({ kind: 'edit', stream: s })}
            onClone={(s) => setDialog({ kind: 'clone', stream: s })}
            onDelete={(s) => setDialog({ kind: 'delete', streams: [s] })}
          />
        );
      default:
        return '';
    }
  };

  const selectedStreams = (selectedIds: readonly string[]) =>
    (streams.data?.elements ?? []).filter((stream) => selectedIds.includes(stream.id) && isChangeable(stream));
  const bulkActions = (selectedIds: readonly string[]): DropdownMenuItem[] => {
    const chosen = selectedStreams(selectedIds);
    return [
      {
        label: 'Start streams',
        disabled: chosen.length === 0,
        onSelect: () =>
          void Promise.all(chosen.filter((s) => s.disabled).map((s) => runReporting(() => resume.trigger(s.id), STREAM_FAILURES.resume))),
      },
      {
        label: 'Pause streams',
        disabled: chosen.length === 0,
        onSelect: () =>
          void Promise.all(chosen.filter((s) => !s.disabled).map((s) => runReporting(() => pause.trigger(s.id), STREAM_FAILURES.pause))),
      },
      { label: 'Delete streams', disabled: chosen.length === 0, onSelect: () => setDialog({ kind: 'delete', streams: chosen }) },
    ];
  };

  return (
    <>
      <PageHeader
        title="Streams"
        description="Streams route incoming messages by rules: a message that matches a stream's rules is part of it, is written to its index set and goes to its outputs."
        actions={
          canCreate ? (
            <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
              Create stream
            </Button>
          ) : undefined
        }
      />
      {streams.data ? (
        <EntityOverviewTable
          aria-label="Streams"
          entities={streams.data.elements}
          columns={STREAM_COLUMNS}
          layout={layout}
          onLayoutChange={onLayoutChange}
          renderCell={renderCell}
          bulkActions={bulkActions}
          entityLabel={(stream) => stream.title}
          paging={{
            totalItems: streams.data.total,
            page,
            query,
            onChange: (nextPage, nextQuery) => {
              setQuery(nextQuery);
              toUrl(nextQuery === query ? nextPage : 1, pageSize);
            },
          }}
        />
      ) : (
        <LoadingIndicator />
      )}
      <StreamDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onCreated={(id) => {
          if (hasScreen('STREAMS_EDIT')) navigate(pathTo('STREAMS_EDIT', { streamId: id }));
        }}
      />
    </>
  );
}

export default StreamsPage;
