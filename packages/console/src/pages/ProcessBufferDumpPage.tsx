import { useState } from 'react';
import { useProcessBufferDump } from '@sift/api';
import { Button, DescriptionList, LoadingIndicator, MissingPermissionsPage } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { NodeDumpFrame } from './nodes/NodeDumpFrame';
import { Toolbar } from './ThreadDumpPage';

export const BUFFER_DUMP_DESCRIPTION =
  "What waits in the node's ingest buffer right now: messages accepted from the inputs and not yet written to the message store (the first 100), and the batches being written.";

function BufferDump({ nodeId }: { nodeId: string }) {
  const [refreshing, setRefreshing] = useState(false);
  const { data, error, mutate } = useProcessBufferDump(nodeId);
  if (!data && error) return <FetchErrorPage error={error} />;
  if (!data) return <LoadingIndicator />;
  return (
    <>
      <Toolbar>
        <Button
          onClick={() => {
            setRefreshing(true);
            void mutate().finally(() => setRefreshing(false));
          }}
          loading={refreshing}
        >
          Dump again
        </Button>
      </Toolbar>
      <DescriptionList items={data.map(([term, description]) => ({ term, description }))} />
    </>
  );
}

/** System → Nodes → Get process-buffer dump: the node's ingest buffer (needs processbuffer:dump). */
export function ProcessBufferDumpPage() {
  const permitted = usePermitted(['processbuffer:dump']);
  if (!permitted) return <MissingPermissionsPage />;
  return (
    <NodeDumpFrame what="Process buffer dump" description={BUFFER_DUMP_DESCRIPTION}>
      {(node) => <BufferDump nodeId={node.nodeId} />}
    </NodeDumpFrame>
  );
}

export default ProcessBufferDumpPage;
