import { useState } from 'react';
import {
  useDeleteSidecarCollector,
  useDeleteSidecarConfiguration,
  useSidecarCollectors,
  useSidecarConfigurations,
  type Collector,
  type SidecarConfiguration,
} from '@sift/api';
import { Button, ConfirmDialog, EmptyState, LoadingIndicator, MissingPermissionsPage, PageHeader, Panel } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { ColorSwatch, Muted, SidecarsNav, SidecarTable } from './sidecars/SidecarParts';
import { VariablesPanel } from './sidecars/VariablesPanel';
import { deleteCollectorQuestion, deleteConfigurationQuestion, SIDECAR_FAILURES, SIDECAR_TEXTS } from './sidecars/sidecarTexts';
import { runReporting } from './streams/reportFailure';

/** System → Sidecars → Configuration: the configurations, the collectors and the configuration variables. */
export function SidecarConfigurationPage() {
  usePageTitle(SIDECAR_TEXTS.configurationTitle);
  return usePermitted(['sidecar_collector_configurations:read']) ? <ConfigurationOverview /> : <MissingPermissionsPage />;
}

type Deleting = { kind: 'configuration'; item: SidecarConfiguration } | { kind: 'collector'; item: Collector };

function ConfigurationOverview() {
  const configurations = useSidecarConfigurations();
  const collectors = useSidecarCollectors();
  const mayCreate = usePermitted(['sidecar_collector_configurations:create']);
  const mayEdit = usePermitted(['sidecar_collector_configurations:update']);
  const mayDelete = usePermitted(['sidecar_collector_configurations:delete']);
  const mayCreateCollector = usePermitted(['sidecar_collectors:create']);
  const mayEditCollector = usePermitted(['sidecar_collectors:update']);
  const mayDeleteCollector = usePermitted(['sidecar_collectors:delete']);
  const removeConfiguration = useDeleteSidecarConfiguration();
  const removeCollector = useDeleteSidecarCollector();
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  if (!configurations.data && configurations.error) return <FetchErrorPage error={configurations.error} />;
  const collectorOf = (id: string) => collectors.data?.find((c) => c.id === id);
  const confirmDelete = () => {
    if (!deleting) return;
    const run =
      deleting.kind === 'configuration'
        ? runReporting(() => removeConfiguration.trigger(deleting.item.id), SIDECAR_FAILURES.deleteConfiguration)
        : runReporting(() => removeCollector.trigger(deleting.item.id), SIDECAR_FAILURES.deleteCollector);
    void run.then(() => setDeleting(null));
  };

  return (
    <>
      <PageHeader
        title={SIDECAR_TEXTS.configurationTitle}
        description={SIDECAR_TEXTS.configurationDescription}
        actions={
          <SidecarsNav>
            {mayCreate && (
              <LinkButton variant="primary" href={pathTo('SYSTEM_SIDECARS_NEW_CONFIGURATION')}>
                {SIDECAR_TEXTS.newConfiguration}
              </LinkButton>
            )}
          </SidecarsNav>
        }
      />
      <Panel title="Configurations">
        {!configurations.data && <LoadingIndicator />}
        {configurations.data?.length === 0 && <EmptyState text={SIDECAR_TEXTS.noConfigurations} />}
        {configurations.data && configurations.data.length > 0 && (
          <SidecarTable aria-label="Configurations">
            <thead>
              <tr>
                <th scope="col">Configuration</th>
                <th scope="col">Collector</th>
                <th scope="col">Tags</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {configurations.data.map((c) => {
                const collector = collectorOf(c.collectorId);
                return (
                  <tr key={c.id}>
                    <td>
                      <ColorSwatch $color={c.color} aria-hidden />
                      {mayEdit ? (
                        <AppLink href={pathTo('SYSTEM_SIDECARS_EDIT_CONFIGURATION', { configurationId: c.id })}>{c.name}</AppLink>
                      ) : (
                        c.name
                      )}
                    </td>
                    <td>{collector ? `${collector.name} on ${collector.operatingSystem}` : <Muted>Unknown collector</Muted>}</td>
                    <td>{c.tags.join(', ')}</td>
                    <td>
                      {mayDelete && (
                        <Button
                          size="small"
                          aria-label={`Delete configuration ${c.name}`}
                          onClick={() => setDeleting({ kind: 'configuration', item: c })}
                        >
                          Delete
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </SidecarTable>
        )}
      </Panel>
      <Panel
        title="Collectors"
        actions={mayCreateCollector && <LinkButton href={pathTo('SYSTEM_SIDECARS_NEW_COLLECTOR')}>{SIDECAR_TEXTS.newCollector}</LinkButton>}
      >
        {!collectors.data && !collectors.error && <LoadingIndicator />}
        {collectors.data && (
          <SidecarTable aria-label="Collectors">
            <thead>
              <tr>
                <th scope="col">Collector</th>
                <th scope="col">Operating system</th>
                <th scope="col">Service type</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {collectors.data.map((c) => (
                <tr key={c.id}>
                  <td>
                    {mayEditCollector ? (
                      <AppLink href={pathTo('SYSTEM_SIDECARS_EDIT_COLLECTOR', { collectorId: c.id })}>{c.name}</AppLink>
                    ) : (
                      c.name
                    )}
                  </td>
                  <td>{c.operatingSystem}</td>
                  <td>{c.serviceType === 'svc' ? 'Windows service' : 'Foreground execution'}</td>
                  <td>
                    {mayDeleteCollector && (
                      <Button
                        size="small"
                        aria-label={`Delete collector ${c.name} on ${c.operatingSystem}`}
                        onClick={() => setDeleting({ kind: 'collector', item: c })}
                      >
                        Delete
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </SidecarTable>
        )}
      </Panel>
      <VariablesPanel />
      {deleting && (
        <ConfirmDialog
          open
          title={deleting.kind === 'configuration' ? 'Delete configuration' : 'Delete collector'}
          confirmText="Delete"
          confirmVariant="danger"
          submitting={removeConfiguration.isMutating || removeCollector.isMutating}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        >
          {deleting.kind === 'configuration'
            ? deleteConfigurationQuestion(deleting.item.name)
            : deleteCollectorQuestion(deleting.item.name, deleting.item.operatingSystem)}
        </ConfirmDialog>
      )}
    </>
  );
}

export default SidecarConfigurationPage;
