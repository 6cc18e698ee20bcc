import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { useNodes, type Node } from '@sift/api';
import { LoadingIndicator, NotFoundPage, PageHeader } from '@sift/ui';
import { pathTo } from '../../routing/routes';
import { FetchErrorPage } from '../../shell/FetchErrorPage';
import { usePageTitle } from '../../shell/usePageTitle';

export interface NodeDumpFrameProps {
  /** The page's title before the node's name, e.g. "Thread dump". */
  what: string;
  description: ReactNode;
  /** The dump of the node, once the node is known. */
  children: (node: Node) => ReactNode;
}

/** A page about one node of the cluster (`/system/…/{nodeId}`): "<what> of node <id> / <host>", or "Page not found". */
export function NodeDumpFrame({ what, description, children }: NodeDumpFrameProps) {
  const { nodeId = '' } = useParams<{ nodeId: string }>();
  const { data, error } = useNodes();
  const node = data?.nodes.find((candidate) => candidate.nodeId === nodeId);
  const title = node ? `${what} of node ${node.shortNodeId} / ${node.hostname}` : what;
  usePageTitle(title);
  if (!data && error) return <FetchErrorPage error={error} />;
  if (!data) return <LoadingIndicator />;
  if (!node) return <NotFoundPage homeHref={pathTo('SYSTEM_NODES')} />;
  return (
    <>
      <PageHeader title={title} description={description} />
      {children(node)}
    </>
  );
}
