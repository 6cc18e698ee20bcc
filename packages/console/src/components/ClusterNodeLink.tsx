import type { Node } from '@sift/api';
import { Icon } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { AppLink } from './AppLink';

export const UNKNOWN_NODE = 'Unknown Node';

export interface ClusterNodeLinkProps {
  /** The node, or just its id; without either the link reads "Unknown Node". */
  node?: Pick<Node, 'nodeId' | 'shortNodeId' | 'hostname' | 'isLeader'> | null;
  nodeId?: string | null;
  /** On a cloud deployment the node is shown as plain text. */
  cloud?: boolean;
}

/** A link to the node's detail page (1-shell.md §2.5), marking the leader. */
export function ClusterNodeLink({ node, nodeId, cloud = false }: ClusterNodeLinkProps) {
  const id = node?.nodeId ?? nodeId;
  if (!id) return <span>{UNKNOWN_NODE}</span>;
  const label = node ? `${node.shortNodeId} / ${node.hostname}` : id;
  const leader = node?.isLeader ? (
    <span role="img" title="Leader node" aria-label="Leader node">
      {' '}
      <Icon name="star" size="xs" />
    </span>
  ) : null;
  if (cloud)
    return (
      <span>
        {label}
        {leader}
      </span>
    );
  return (
    <span>
      <AppLink href={pathTo('SYSTEM_NODES_SHOW', { nodeId: id })}>{label}</AppLink>
      {leader}
    </span>
  );
}
