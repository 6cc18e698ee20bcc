import styled from 'styled-components';
import { useNodes } from '@sift/api';
import { colorVars, EmptyState, formatDateTime, LoadingIndicator, PageHeader } from '@sift/ui';
import { ClusterNodeLink } from '../components/ClusterNodeLink';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${colorVars.border.subtle};
    text-align: left;
  }
`;

/** System → Nodes: the cluster's nodes, refreshed every 5 s, with the cluster id in upper case. */
export function NodesPage() {
  usePageTitle('Nodes');
  const { data, error } = useNodes();
  if (!data && error) return <FetchErrorPage error={error} />;
  const clusterId = data?.nodes[0]?.clusterId;
  return (
    <>
      <PageHeader
        title="Nodes"
        description={
          clusterId ? (
            <>
              This is cluster <strong>{clusterId.toUpperCase()}</strong>. There are {data?.total} active nodes.
            </>
          ) : (
            'The nodes of this cluster.'
          )
        }
      />
      {!data && <LoadingIndicator />}
      {data && data.nodes.length === 0 && <EmptyState kind="noItemsToDisplay" />}
      {data && data.nodes.length > 0 && (
        <Table>
          <thead>
            <tr>
              <th scope="col">Node</th>
              <th scope="col">Transport address</th>
              <th scope="col">Last seen</th>
              <th scope="col">Type</th>
            </tr>
          </thead>
          <tbody>
            {data.nodes.map((node) => (
              <tr key={node.nodeId}>
                <td>
                  <ClusterNodeLink node={node} />
                </td>
                <td>{node.transportAddress}</td>
                <td>{node.lastSeen ? formatDateTime(node.lastSeen) : '-'}</td>
                <td>{node.type}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

export default NodesPage;
