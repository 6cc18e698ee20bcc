import { sidecarStatusCode, useSidecarAdministration, useSidecarCollectors } from '@sift/api';
import { EmptyState, formatDateTime, LoadingIndicator, MissingPermissionsPage, PageHeader } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { Muted, SidecarsNav, SidecarTable, StatusLabel } from './sidecars/SidecarParts';
import { SIDECAR_TEXTS } from './sidecars/sidecarTexts';

const FAILING = { status: String(sidecarStatusCode('failing')) };

/** System → Sidecars → Failure Tracking: the failing collectors of every Sidecar, with what they reported. */
export function SidecarFailureTrackingPage() {
  usePageTitle(SIDECAR_TEXTS.failureTitle);
  return usePermitted(['sidecars:read']) ? <FailureTracking /> : <MissingPermissionsPage />;
}

function FailureTracking() {
  const me = useCurrentUserContext();
  const list = useSidecarAdministration('', FAILING);
  const collectors = useSidecarCollectors();
  if (!list.data && list.error) return <FetchErrorPage error={list.error} />;
  // A Sidecar that reports failing without a failing collector (it cannot fetch its configuration, say) is listed with its own message.
  const failures = (list.data?.sidecars ?? []).flatMap((sidecar) => {
    const failing = sidecar.collectorStatuses.filter((s) => s.status === 'failing');
    return failing.length > 0
      ? failing.map((status) => ({ sidecar, status }))
      : [
          {
            sidecar,
            status: { collectorId: '', configurationId: '', status: sidecar.status, message: sidecar.statusMessage, verboseMessage: '' },
          },
        ];
  });
  return (
    <>
      <PageHeader title={SIDECAR_TEXTS.failureTitle} description={SIDECAR_TEXTS.failureDescription} actions={<SidecarsNav />} />
      {!list.data && <LoadingIndicator />}
      {list.data && failures.length === 0 && <EmptyState text={SIDECAR_TEXTS.noFailures} />}
      {failures.length > 0 && (
        <SidecarTable aria-label="Failing collectors">
          <thead>
            <tr>
              <th scope="col">Sidecar</th>
              <th scope="col">Collector</th>
              <th scope="col">Status</th>
              <th scope="col">Message</th>
              <th scope="col">Last seen</th>
            </tr>
          </thead>
          <tbody>
            {failures.map(({ sidecar, status }) => (
              <tr key={`${sidecar.nodeId}-${status.collectorId}-${status.configurationId}`}>
                <td>
                  <AppLink href={pathTo('SYSTEM_SIDECARS_STATUS', { sidecarId: sidecar.nodeId })}>{sidecar.nodeName}</AppLink>
                </td>
                <td>
                  {status.collectorId ? (
                    (collectors.data?.find((c) => c.id === status.collectorId)?.name ?? status.collectorId)
                  ) : (
                    <Muted>The Sidecar itself</Muted>
                  )}
                </td>
                <td>
                  <StatusLabel status={status.status} />
                </td>
                <td>
                  {status.message}
                  {status.verboseMessage && (
                    <div>
                      <Muted>{status.verboseMessage}</Muted>
                    </div>
                  )}
                </td>
                <td>{formatDateTime(sidecar.lastSeen, 'default', me.timezone ?? 'UTC')}</td>
              </tr>
            ))}
          </tbody>
        </SidecarTable>
      )}
    </>
  );
}

export default SidecarFailureTrackingPage;
