import { useState } from 'react';
import styled from 'styled-components';
import { useThreadDump } from '@sift/api';
import { Button, colorVars, CopyToClipboardButton, LoadingIndicator, MissingPermissionsPage } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { NodeDumpFrame } from './nodes/NodeDumpFrame';

export const THREAD_DUMP_DESCRIPTION =
  "A Node.js process runs JavaScript on one thread, so its diagnostic report stands in for a thread dump: the JavaScript and native stacks, the heap spaces, the event loop's handles, worker threads and resource usage. Environment variables are left out.";

export const Toolbar = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 12px;
`;

const Dump = styled.pre`
  max-height: 70vh;
  overflow: auto;
  padding: 12px;
  border: 1px solid ${colorVars.border.subtle};
  border-radius: 4px;
  background: ${colorVars.background.sunken};
  font-size: 12px;
  white-space: pre;
`;

function ThreadDump({ nodeId }: { nodeId: string }) {
  const [refreshing, setRefreshing] = useState(false);
  const { data, error, mutate } = useThreadDump(nodeId);
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
          Take a new report
        </Button>
        <CopyToClipboardButton text={data} size="medium">
          Copy report
        </CopyToClipboardButton>
      </Toolbar>
      <Dump aria-label="Diagnostic report" tabIndex={0}>
        {data}
      </Dump>
    </>
  );
}

/** System → Nodes → Get thread dump: the node's diagnostic report (needs threads:dump). */
export function ThreadDumpPage() {
  const permitted = usePermitted(['threads:dump']);
  if (!permitted) return <MissingPermissionsPage />;
  return (
    <NodeDumpFrame what="Thread dump" description={THREAD_DUMP_DESCRIPTION}>
      {(node) => <ThreadDump nodeId={node.nodeId} />}
    </NodeDumpFrame>
  );
}

export default ThreadDumpPage;
