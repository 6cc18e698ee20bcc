import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useParams, useSearch } from 'wouter';
import { useLiveMetrics, useMetricNames, useNodes, type MetricEntry } from '@sift/api';
import {
  Badge,
  colorVars,
  EmptyState,
  formatNumber,
  FormGroup,
  LoadingIndicator,
  MissingPermissionsPage,
  NotFoundPage,
  PageHeader,
  TextInput,
} from '@sift/ui';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';

/** The namespace the filter starts with when the address names none (Graylog's own metrics). */
export const DEFAULT_METRICS_FILTER = 'org.graylog2';
/** At most this many metrics are shown (and read live) at once. */
export const METRICS_SHOWN = 50;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: 12px;

  th,
  td {
    padding: 4px 8px;
    border-bottom: 1px solid ${colorVars.border.subtle};
    text-align: left;
    vertical-align: top;
  }

  td:first-child {
    word-break: break-all;
  }
`;

const Note = styled.p`
  color: ${colorVars.text.secondary};
`;

type Json = Record<string, unknown>;
const n = (value: unknown) => (typeof value === 'number' ? formatNumber(Math.round(value * 100) / 100) : '-');
const part = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** A metric's current value in words, by kind (timer durations in microseconds, rates per second). */
export function metricValueText(entry: MetricEntry): string {
  const metric = entry.metric as Json;
  switch (entry.type) {
    case 'gauge':
      return n(metric['value']);
    case 'counter':
      return n(metric['count']);
    case 'meter': {
      const rate = part(metric['rate']);
      return `${n(rate['total'])} total; ${n(rate['one_minute'])}/s over 1 min, ${n(rate['five_minute'])}/s over 5 min, ${n(rate['fifteen_minute'])}/s over 15 min`;
    }
    case 'timer': {
      const time = part(metric['time']);
      const rate = part(metric['rate']);
      return `mean ${n(time['mean'])} µs, 95th percentile ${n(time['95th_percentile'])} µs, max ${n(time['max'])} µs; ${n(rate['total'])} calls, ${n(rate['one_minute'])}/s over 1 min`;
    }
    case 'histogram': {
      const time = part(metric['time']);
      return `${n(metric['count'])} values; mean ${n(time['mean'])}, 95th percentile ${n(time['95th_percentile'])}, max ${n(time['max'])}`;
    }
    default:
      return '-';
  }
}

function MetricsTable({ nodeId, names }: { nodeId: string; names: readonly string[] }) {
  const live = useLiveMetrics(nodeId, names);
  return (
    <Table aria-label="Metrics">
      <thead>
        <tr>
          <th scope="col">Metric</th>
          <th scope="col">Type</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const entry = live.data?.[name];
          return (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{entry ? <Badge>{entry.type}</Badge> : null}</td>
              <td>{entry ? metricValueText(entry) : live.data ? 'Not reported' : '…'}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

function Metrics() {
  const { nodeId = '' } = useParams<{ nodeId: string }>();
  const initial = new URLSearchParams(useSearch()).get('filter') ?? DEFAULT_METRICS_FILTER;
  const [filter, setFilter] = useState(initial);
  const nodes = useNodes();
  const names = useMetricNames();
  const node = nodes.data?.nodes.find((candidate) => candidate.nodeId === nodeId);
  const title = node ? `Metrics of node ${node.shortNodeId} / ${node.hostname}` : 'Metrics';
  usePageTitle(title);
  const matching = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (names.data ?? []).filter((name) => name.toLowerCase().includes(needle)).sort();
  }, [names.data, filter]);

  const error = (!nodes.data && nodes.error) || (!names.data && names.error);
  if (error) return <FetchErrorPage error={error} />;
  if (!nodes.data || !names.data) return <LoadingIndicator />;
  if (!node) return <NotFoundPage homeHref={pathTo('SYSTEM_NODES')} />;
  const shown = matching.slice(0, METRICS_SHOWN);
  return (
    <>
      <PageHeader
        title={title}
        description={`This node reports ${formatNumber(names.data.length)} metrics. The values shown refresh every 2 seconds.`}
      />
      <FormGroup label="Filter by namespace or name">
        {(field) => <TextInput {...field} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} fullWidth />}
      </FormGroup>
      {matching.length === 0 ? (
        <EmptyState text={`No metric matches "${filter}".`} />
      ) : (
        <>
          <Note>
            {matching.length > METRICS_SHOWN
              ? `Showing ${METRICS_SHOWN} of ${formatNumber(matching.length)} matching metrics. Narrow the filter to see the others.`
              : `${formatNumber(matching.length)} matching metrics.`}
          </Note>
          <MetricsTable nodeId={node.nodeId} names={shown} />
        </>
      )}
    </>
  );
}

/** System → Nodes → Metrics: a node's metrics by namespace, with live values (needs metrics:allkeys). */
export function MetricsPage() {
  return usePermitted(['metrics:allkeys']) ? <Metrics /> : <MissingPermissionsPage />;
}

export default MetricsPage;
