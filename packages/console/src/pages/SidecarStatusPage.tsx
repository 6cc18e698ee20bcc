import { useParams } from 'wouter';
import {
  FetchError,
  useSidecar,
  useSidecarBulkAction,
  useSidecarCollectors,
  useSidecarConfigurations,
  type Collector,
  type Sidecar,
  type SidecarConfiguration,
} from '@sift/api';
import { Button, DescriptionList, formatDateTime, LoadingIndicator, MissingPermissionsPage, PageHeader, Panel, toast } from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { searchLink } from '../routing/searchLink';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { ColorSwatch, Muted, SidecarsNav, SidecarTable, StatusLabel } from './sidecars/SidecarParts';
import { actionDone, SIDECAR_FAILURES, SIDECAR_TEXTS } from './sidecars/sidecarTexts';
import { runReporting } from './streams/reportFailure';

/** System → Sidecars → a Sidecar: its host, what it reported, its collectors and their configurations. */
export function SidecarStatusPage() {
  const { sidecarId = '' } = useParams<{ sidecarId: string }>();
  usePageTitle(SIDECAR_TEXTS.statusTitle(sidecarId));
  return usePermitted(['sidecars:read']) ? <SidecarStatus nodeId={sidecarId} /> : <MissingPermissionsPage />;
}

function SidecarStatus({ nodeId }: { nodeId: string }) {
  const sidecar = useSidecar(nodeId);
  const collectors = useSidecarCollectors();
  const configurations = useSidecarConfigurations();
  if (!sidecar.data && sidecar.error) {
    if (sidecar.error instanceof FetchError && sidecar.error.status === 404)
      return (
        <PageHeader title={SIDECAR_TEXTS.statusTitle(nodeId)} description={SIDECAR_TEXTS.notFound(nodeId)} actions={<SidecarsNav />} />
      );
    return <FetchErrorPage error={sidecar.error} />;
  }
  if (!sidecar.data) return <LoadingIndicator />;
  return <SidecarDetails sidecar={sidecar.data} collectors={collectors.data ?? []} configurations={configurations.data ?? []} />;
}

function SidecarDetails({
  sidecar,
  collectors,
  configurations,
}: {
  sidecar: Sidecar;
  collectors: Collector[];
  configurations: SidecarConfiguration[];
}) {
  const me = useCurrentUserContext();
  const mayAct = usePermitted(['sidecar_collectors:update']);
  const action = useSidecarBulkAction();
  const timezone = me.timezone ?? 'UTC';
  const collectorName = (id: string) => collectors.find((c) => c.id === id)?.name ?? id;
  const configuration = (id: string) => configurations.find((c) => c.id === id);
  const restart = (collectorId: string) =>
    void runReporting(
      () => action.trigger('restart', [{ sidecarId: sidecar.nodeId, collectorIds: [collectorId] }]),
      SIDECAR_FAILURES.action,
    ).then((ok) => ok && toast.success('Restart queued', actionDone('restart', 1)));
  const metrics = sidecar.metrics;

  return (
    <>
      <PageHeader
        title={SIDECAR_TEXTS.statusTitle(sidecar.nodeName)}
        description={sidecar.active ? undefined : SIDECAR_TEXTS.inactive}
        actions={
          <SidecarsNav>
            {/* Collectors tag what they send with the Sidecar's node id (gl2_source_collector). */}
            <LinkButton href={searchLink({ query: `gl2_source_collector:"${sidecar.nodeId}"`, range: { type: 'relative', range: 3600 } })}>
              Show messages
            </LinkButton>
          </SidecarsNav>
        }
      />
      <Panel title="Details">
        <DescriptionList
          items={[
            {
              term: 'Status',
              description: (
                <>
                  <StatusLabel status={sidecar.status} /> <Muted>{sidecar.statusMessage}</Muted>
                </>
              ),
            },
            { term: 'Last seen', description: formatDateTime(sidecar.lastSeen, 'default', timezone) },
            { term: 'Node id', description: sidecar.nodeId },
            { term: 'Sidecar version', description: sidecar.sidecarVersion },
            { term: 'IP address', description: sidecar.ip ?? '—' },
            { term: 'Operating system', description: sidecar.operatingSystem },
            { term: 'Tags', description: sidecar.tags.length > 0 ? sidecar.tags.join(', ') : '—' },
            { term: 'CPU idle', description: metrics ? `${metrics.cpuIdle} %` : '—' },
            { term: 'Load (1 minute)', description: metrics ? String(metrics.load1) : '—' },
            { term: 'Volumes over 75 % full', description: metrics && metrics.disks75.length > 0 ? metrics.disks75.join(', ') : 'None' },
          ]}
        />
      </Panel>
      <Panel title="Collectors">
        {sidecar.collectorStatuses.length === 0 && sidecar.assignments.length === 0 ? (
          <Muted>No collector runs on this Sidecar: assign a configuration on the Administration page.</Muted>
        ) : (
          <SidecarTable aria-label="Collectors">
            <thead>
              <tr>
                <th scope="col">Collector</th>
                <th scope="col">Configuration</th>
                <th scope="col">Status</th>
                <th scope="col">Message</th>
                {mayAct && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {sidecar.assignments.map((assignment) => {
                const reported = sidecar.collectorStatuses.find(
                  (s) =>
                    s.collectorId === assignment.collectorId &&
                    (s.configurationId === '' || s.configurationId === assignment.configurationId),
                );
                const conf = configuration(assignment.configurationId);
                const name = collectorName(assignment.collectorId);
                return (
                  <tr key={`${assignment.collectorId}-${assignment.configurationId}`}>
                    <td>{name}</td>
                    <td>
                      {conf && <ColorSwatch $color={conf.color} aria-hidden />}
                      {conf?.name ?? assignment.configurationId}
                      {assignment.assignedFromTags.length > 0 && <Muted> (by tag {assignment.assignedFromTags.join(', ')})</Muted>}
                    </td>
                    <td>{reported ? <StatusLabel status={reported.status} /> : <Muted>Not reported yet</Muted>}</td>
                    <td>
                      {reported?.message}
                      {reported?.verboseMessage && (
                        <details>
                          <summary>Details</summary>
                          <pre>{reported.verboseMessage}</pre>
                        </details>
                      )}
                    </td>
                    {mayAct && (
                      <td>
                        <Button size="small" aria-label={`Restart ${name}`} onClick={() => restart(assignment.collectorId)}>
                          Restart
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </SidecarTable>
        )}
      </Panel>
    </>
  );
}

export default SidecarStatusPage;
