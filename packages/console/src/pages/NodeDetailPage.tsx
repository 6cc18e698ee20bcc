import styled from 'styled-components';
import { useParams } from 'wouter';
import { useNodes } from '@sift/api';
import { Badge, formatDateTime, LoadingIndicator, NotFoundPage, PageHeader } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

/** One node of the cluster, from the node list (refreshed every 5 s). */
export function NodeDetailPage() {
  const { nodeId = '' } = useParams<{ nodeId: string }>();
  const { data, error } = useNodes();
  const node = data?.nodes.find((candidate) => candidate.nodeId === nodeId);
  usePageTitle(node ? `Node ${node.shortNodeId} / ${node.hostname}` : 'Node');
  if (!data && error) return <FetchErrorPage error={error} />;
  if (!data) return <LoadingIndicator />;
  if (!node) return <NotFoundPage homeHref={pathTo('SYSTEM_NODES')} />;
  return (
    <>
      <PageHeader
        title={<>Node {node.shortNodeId} / {node.hostname} {node.isLeader && <Badge variant="info">Leader</Badge>}</>}
        description="This page shows details of a node that is part of the cluster."
      />
      <Facts>
        <dt>Node ID</dt>
        <dd>{node.nodeId}</dd>
        <dt>Cluster ID</dt>
        <dd>{node.clusterId.toUpperCase()}</dd>
        <dt>Hostname</dt>
        <dd>{node.hostname}</dd>
        <dt>Transport address</dt>
        <dd>{node.transportAddress || '-'}</dd>
        <dt>Last seen</dt>
        <dd>{node.lastSeen ? formatDateTime(node.lastSeen) : '-'}</dd>
        <dt>Role</dt>
        <dd>{node.isLeader ? 'Leader' : 'Member'}</dd>
      </Facts>
    </>
  );
}

export default NodeDetailPage;
