import { useParams } from 'wouter';
import { useNodeJournal, useNodes, type NodeJournal } from '@sift/api';
import {
  Badge,
  DescriptionList,
  EntityDetailsLayout,
  EntityDetailsSection,
  formatBytes,
  formatDateTime,
  formatNumber,
  formatPercentage,
  LoadingIndicator,
  NotFoundPage,
} from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { NodeHistoryCharts } from './nodes/NodeHistoryCharts';
import { usePageTitle } from '../shell/usePageTitle';

/** How long the store needs to catch up with the journal, in words. */
function lagText(journal: NodeJournal): string {
  if (journal.lagSeconds === null) return 'Unknown: no message was read in the last second';
  if (journal.lagSeconds === 0) return 'None';
  return `About ${formatNumber(Math.round(journal.lagSeconds * 10) / 10)} s`;
}

/** The node's message journal: size against its limit, what waits to be stored and how far behind the store is. */
function JournalFacts({ nodeId }: { nodeId: string }) {
  const { data: journal, error } = useNodeJournal(nodeId);
  if (!journal && error) return <p>{`The journal could not be read: ${error.message}`}</p>;
  if (!journal) return <LoadingIndicator />;
  if (!journal.enabled) return <p>The message journal is disabled on this node: inputs hand messages straight to processing.</p>;
  const ratio = journal.sizeLimitBytes > 0 ? journal.sizeBytes / journal.sizeLimitBytes : 0;
  return (
    <DescriptionList
      items={[
        {
          term: 'Journal size',
          description: `${formatBytes(journal.sizeBytes)} of ${formatBytes(journal.sizeLimitBytes)} (${formatPercentage(ratio)})`,
        },
        { term: 'Uncommitted entries', description: formatNumber(journal.uncommittedEntries) },
        { term: 'Lag', description: lagText(journal) },
        {
          term: 'Segments',
          description: journal.oldestSegment
            ? `${formatNumber(journal.segments)}, the oldest from ${formatDateTime(journal.oldestSegment)}`
            : formatNumber(journal.segments),
        },
        {
          term: 'Messages per second',
          description: `${formatNumber(journal.appendedPerSecond)} appended, ${formatNumber(journal.readPerSecond)} read`,
        },
      ]}
    />
  );
}

/** Links to the node's metrics, thread dump and process buffer dump, as far as the user may open them. */
function NodeActions({ nodeId }: { nodeId: string }) {
  const metrics = usePermitted(['metrics:allkeys']);
  const threads = usePermitted(['threads:dump']);
  const buffer = usePermitted(['processbuffer:dump']);
  return (
    <>
      {metrics && <LinkButton href={pathTo('SYSTEM_METRICS', { nodeId })}>Metrics</LinkButton>}
      {threads && <LinkButton href={pathTo('SYSTEM_THREADDUMP', { nodeId })}>Get thread dump</LinkButton>}
      {buffer && <LinkButton href={pathTo('SYSTEM_PROCESSBUFFERDUMP', { nodeId })}>Get process-buffer dump</LinkButton>}
    </>
  );
}

/** One node of the cluster, from the node list (refreshed every 5 s), with its message journal. */
export function NodeDetailPage() {
  const { nodeId = '' } = useParams<{ nodeId: string }>();
  const history = usePermitted(['metrics:readall']);
  const { data, error } = useNodes();
  const node = data?.nodes.find((candidate) => candidate.nodeId === nodeId);
  usePageTitle(node ? `Node ${node.shortNodeId} / ${node.hostname}` : 'Node');
  if (!data && error) return <FetchErrorPage error={error} />;
  if (!data) return <LoadingIndicator />;
  if (!node) return <NotFoundPage homeHref={pathTo('SYSTEM_NODES')} />;
  return (
    <EntityDetailsLayout
      title={`Node ${node.shortNodeId} / ${node.hostname}`}
      status={node.isLeader ? <Badge variant="info">Leader</Badge> : undefined}
      description="This page shows details of a node that is part of the cluster."
      actions={<NodeActions nodeId={node.nodeId} />}
    >
      <EntityDetailsSection title="Details">
        <DescriptionList
          items={[
            { term: 'Node ID', description: node.nodeId },
            { term: 'Cluster ID', description: node.clusterId.toUpperCase() },
            { term: 'Hostname', description: node.hostname },
            { term: 'Transport address', description: node.transportAddress || '-' },
            { term: 'Last seen', description: node.lastSeen ? formatDateTime(node.lastSeen) : '-' },
            { term: 'Role', description: node.isLeader ? 'Leader' : 'Member' },
          ]}
        />
      </EntityDetailsSection>
      <EntityDetailsSection title="Message journal">
        <JournalFacts nodeId={node.nodeId} />
      </EntityDetailsSection>
      {history && (
        <EntityDetailsSection title="Last hour">
          <NodeHistoryCharts nodeId={node.nodeId} />
        </EntityDetailsSection>
      )}
    </EntityDetailsLayout>
  );
}

export default NodeDetailPage;
