import { useState } from 'react';
import styled from 'styled-components';
import {
  ClusterConfigApi,
  SystemApi,
  useApiMutation,
  useNotifications,
  useSystemOverview,
  type ApiClient,
  type SystemNotification,
} from '@sift/api';
import { Badge, Button, DescriptionList, formatDateTime, LoadingIndicator, PageHeader, Panel, toast } from '@sift/ui';
import { ClusterNodeLink } from '../components/ClusterNodeLink';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { NotificationsList } from './overview/NotificationsList';
import { IndexerPanel, ProcessPanel, SystemMessagesPanel, TimeConfigurationPanel } from './overview/OverviewSections';
import { hasPermission } from '../shell/permissions';
import { useCurrentUserContext } from '../shell/currentUser';

const Sections = styled.div`
  display: grid;
  gap: 16px;
`;

const dismiss = (client: ApiClient, notification: SystemNotification) =>
  SystemApi.deleteNotification(client, notification.type, notification.key ?? undefined);
const pause = (client: ApiClient) => ClusterConfigApi.pauseProcessing(client);
const resume = (client: ApiClient) => ClusterConfigApi.resumeProcessing(client);

export const PROCESSING_RUNNING = 'Message processing is running.';
export const PROCESSING_PAUSED = 'Message processing is paused.';

export interface SystemOverviewPageProps {
  /** The moment the time configuration shows (the time the page opened by default). */
  now?: Date;
}

/**
 * System → Overview: notifications, system information, message processing, the indexer, the time
 * configuration, the server process and the system messages (each as far as the user may read it).
 */
export function SystemOverviewPage({ now: fixedNow }: SystemOverviewPageProps = {}) {
  const [openedAt] = useState(() => new Date());
  const now = fixedNow ?? openedAt;
  usePageTitle('System Overview');
  const user = useCurrentUserContext();
  const overview = useSystemOverview();
  const notifications = useNotifications();
  const dismissMutation = useApiMutation(dismiss, ['notifications']);
  const pauseMutation = useApiMutation(pause, ['system']);
  const resumeMutation = useApiMutation(resume, ['system']);
  const system = overview.data;
  const canChangeProcessing = usePermitted([`processing:changestate:${system?.nodeId ?? '*'}`]);
  const canReadIndexer = usePermitted(['indexercluster:read']);
  const canReadProcess = usePermitted([`jvmstats:read:${system?.nodeId ?? '*'}`]);
  const canReadMessages = usePermitted(['systemmessages:read']);

  if (!system && overview.error) return <FetchErrorPage error={overview.error} />;

  const run = (action: () => Promise<unknown>, failure: string) => {
    action().catch((error: unknown) => toast.error(failure, error instanceof Error ? error.message : String(error)));
  };
  const count = notifications.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="System Overview"
        description="The state of this Sift node: notifications, system information and message processing."
      />
      <Sections>
        <Panel
          title={
            <>
              Notifications <Badge variant={count > 0 ? 'danger' : 'default'}>{count}</Badge>
            </>
          }
        >
          {notifications.data ? (
            <NotificationsList
              notifications={notifications.data.notifications}
              canDismiss={(n) => hasPermission(user.permissions, `notifications:delete:${n.type}`)}
              onDismiss={(n) => run(() => dismissMutation.trigger(n), 'Could not dismiss notification')}
            />
          ) : notifications.error ? (
            <p role="alert">{notifications.error.message}</p>
          ) : (
            <LoadingIndicator />
          )}
        </Panel>
        <Panel title="System information">
          {system ? (
            <DescriptionList
              items={[
                {
                  term: 'Node',
                  description: (
                    <ClusterNodeLink
                      nodeId={system.nodeId}
                      node={{
                        nodeId: system.nodeId,
                        shortNodeId: system.nodeId.slice(0, 8),
                        hostname: system.hostname,
                        isLeader: system.isLeader,
                      }}
                    />
                  ),
                },
                { term: 'Cluster ID', description: system.clusterId.toUpperCase() },
                { term: 'Version', description: `${system.version} (${system.codename})` },
                { term: 'Started', description: formatDateTime(system.startedAt) },
                { term: 'Time zone', description: system.timezone },
                { term: 'Operating system', description: system.operatingSystem },
                { term: 'Lifecycle', description: system.lifecycle },
              ]}
            />
          ) : (
            <LoadingIndicator />
          )}
        </Panel>
        <Panel title="Message processing">
          {system && (
            <p>
              {system.isProcessing ? PROCESSING_RUNNING : PROCESSING_PAUSED}{' '}
              {canChangeProcessing &&
                (system.isProcessing ? (
                  <Button
                    variant="danger"
                    size="small"
                    loading={pauseMutation.isMutating}
                    onClick={() => run(() => pauseMutation.trigger(), 'Could not pause message processing')}
                  >
                    Pause message processing
                  </Button>
                ) : (
                  <Button
                    variant="primary"
                    size="small"
                    loading={resumeMutation.isMutating}
                    onClick={() => run(() => resumeMutation.trigger(), 'Could not resume message processing')}
                  >
                    Resume message processing
                  </Button>
                ))}
            </p>
          )}
        </Panel>
        {canReadIndexer && <IndexerPanel />}
        <TimeConfigurationPanel now={now} userTimezone={user.timezone} system={system} />
        {canReadProcess && <ProcessPanel />}
        {canReadMessages && <SystemMessagesPanel />}
      </Sections>
    </>
  );
}

export default SystemOverviewPage;
