import { useState } from 'react';
import styled from 'styled-components';
import { useIndexerFailures, useJvm, useSearchBackendStats, useSystemMessages, type SystemOverview } from '@sift/api';
import {
  Badge,
  DescriptionList,
  formatBytes,
  formatDateTime,
  formatNumber,
  formatPercentage,
  LoadingIndicator,
  Pagination,
  Panel,
} from '@sift/ui';
import { LinkButton } from '../../components/LinkButton';
import { hasScreen } from '../../routing/screens';
import { pathTo } from '../../routing/routes';
import { usePermitted } from '../../shell/currentUser';

/** System messages per page of the overview (Graylog's `/system/messages` pages hold 30). */
export const SYSTEM_MESSAGES_PER_PAGE = 30;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 4px 8px;
    text-align: left;
    vertical-align: top;
  }

  td:first-child {
    white-space: nowrap;
  }
`;

const HEALTH_VARIANT: Record<string, 'success' | 'warning' | 'danger'> = { green: 'success', yellow: 'warning', red: 'danger' };

/** The search backend's health and shards, and how many messages could not be indexed (each part as far as permitted). */
export function IndexerPanel() {
  const canReadFailures = usePermitted(['indices:failures']);
  const health = useSearchBackendStats();
  const status = health.data?.status ?? null;
  const shards = health.data?.shards;
  return (
    <Panel title="Indexer" headingLevel={2}>
      {health.data ? (
        <DescriptionList
          items={[
            {
              term: 'Cluster health',
              description: status ? <Badge variant={HEALTH_VARIANT[status] ?? 'default'}>{status}</Badge> : 'Unknown',
            },
            { term: 'Cluster', description: health.data.name ?? '-' },
            {
              term: 'Shards',
              description: shards
                ? `${formatNumber(shards.active)} active, ${formatNumber(shards.initializing)} initializing, ${formatNumber(shards.relocating)} relocating, ${formatNumber(shards.unassigned)} unassigned`
                : '-',
            },
          ]}
        />
      ) : health.error ? (
        <p role="alert">{`The indexer's health could not be read: ${health.error.message}`}</p>
      ) : (
        <LoadingIndicator />
      )}
      {canReadFailures && <IndexerFailuresLine />}
    </Panel>
  );
}

/**
 * How many messages failed to be indexed. Rendered only for a user with indices:failures: the call's 403
 * would replace the whole page (1-shell.md §2.6).
 */
function IndexerFailuresLine() {
  const failures = useIndexerFailures(1, 0);
  return failures.data ? (
    <p>
      {failures.data.total === 0
        ? 'No message failed to be indexed.'
        : `${formatNumber(failures.data.total)} messages failed to be indexed.`}{' '}
      {failures.data.total > 0 && hasScreen('SYSTEM_INDICES_FAILURES') && (
        <LinkButton size="small" href={pathTo('SYSTEM_INDICES_FAILURES')}>
          Show indexer failures
        </LinkButton>
      )}
    </p>
  ) : failures.error ? (
    <p role="alert">{`The indexer failures could not be read: ${failures.error.message}`}</p>
  ) : (
    <LoadingIndicator />
  );
}

/** What the server wrote to its system messages, newest first, a page at a time (needs systemmessages:read). */
export function SystemMessagesPanel() {
  const [page, setPage] = useState(1);
  const { data, error } = useSystemMessages(page);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / SYSTEM_MESSAGES_PER_PAGE)) : 1;
  return (
    <Panel title="System messages" headingLevel={2}>
      {data ? (
        data.messages.length === 0 ? (
          <p>There are no system messages.</p>
        ) : (
          <>
            <Table aria-label="System messages">
              <thead>
                <tr>
                  <th scope="col">Timestamp</th>
                  <th scope="col">Node</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {data.messages.map((message, i) => (
                  <tr key={`${message.timestamp}-${i}`}>
                    <td>{formatDateTime(message.timestamp)}</td>
                    <td>{message.nodeId.slice(0, 8)}</td>
                    <td>{message.content}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pagination currentPage={page} totalPages={totalPages} onChange={setPage} aria-label="System message pages" />
          </>
        )
      ) : error ? (
        <p role="alert">{`The system messages could not be read: ${error.message}`}</p>
      ) : (
        <LoadingIndicator />
      )}
    </Panel>
  );
}

export interface TimeConfigurationPanelProps {
  /** The moment shown in each time zone. */
  now: Date;
  /** The user's own time zone, or null when they follow the browser's. */
  userTimezone: string | null;
  system: SystemOverview | undefined;
}

/** The same moment in the user's, the browser's and the server's time zone, as Graylog's overview shows it. */
export function TimeConfigurationPanel({ now, userTimezone, system }: TimeConfigurationPanelProps) {
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const at = (tz: string) => `${formatDateTime(now, 'default', tz)} (${tz})`;
  return (
    <Panel title="Time configuration" headingLevel={2}>
      <DescriptionList
        items={[
          { term: 'Your user', description: at(userTimezone ?? browser) },
          { term: 'Your web browser', description: at(browser) },
          { term: 'Sift server', description: system ? at(system.timezone) : '-' },
        ]}
      />
    </Panel>
  );
}

/** The server process: its runtime, process id and heap use (Graylog's JVM information; needs jvmstats:read). */
export function ProcessPanel() {
  const { data, error } = useJvm();
  return (
    <Panel title="Process information" headingLevel={2}>
      {data ? (
        <DescriptionList
          items={[
            { term: 'Runtime', description: data.info },
            { term: 'Process id', description: data.pid },
            {
              term: 'Heap',
              description: `${formatBytes(data.usedMemoryBytes)} used of ${formatBytes(data.totalMemoryBytes)} allocated, at most ${formatBytes(data.maxMemoryBytes)} (${formatPercentage(data.maxMemoryBytes > 0 ? data.usedMemoryBytes / data.maxMemoryBytes : 0)} of the limit)`,
            },
          ]}
        />
      ) : error ? (
        <p role="alert">{`The process information could not be read: ${error.message}`}</p>
      ) : (
        <LoadingIndicator />
      )}
    </Panel>
  );
}
