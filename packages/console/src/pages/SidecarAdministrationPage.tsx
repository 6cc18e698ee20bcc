import { useState } from 'react';
import {
  COLLECTOR_ACTIONS,
  sidecarStatusCode,
  SIDECAR_STATUSES,
  useAssignSidecarConfigurations,
  useSidecarAdministration,
  useSidecarBulkAction,
  useSidecarCollectors,
  useSidecarConfigurations,
  type CollectorAction,
  type Sidecar,
  type SidecarAdministrationFilters,
  type SidecarStatus,
} from '@sift/api';
import {
  Button,
  Checkbox,
  EmptyState,
  LoadingIndicator,
  MissingPermissionsPage,
  NativeSelect,
  PageHeader,
  TextInput,
  toast,
  useDebouncedCallback,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { SIDECAR_SEARCH_DEBOUNCE_MS } from './SidecarsPage';
import { Muted, SidecarsNav, SidecarTable, StatusLabel, Toolbar } from './sidecars/SidecarParts';
import { actionDone, SIDECAR_FAILURES, SIDECAR_TEXTS, STATUS_TEXTS } from './sidecars/sidecarTexts';
import { runReporting } from './streams/reportFailure';

const OPERATING_SYSTEMS = ['linux', 'windows', 'darwin', 'freebsd'];
const ACTION_TEXTS: Record<CollectorAction, string> = { start: 'Start', stop: 'Stop', restart: 'Restart' };
/** A selected collector of a Sidecar, as `nodeId collectorId`. */
const pairKey = (nodeId: string, collectorId: string) => `${nodeId} ${collectorId}`;

/** System → Sidecars → Administration: the collectors of each Sidecar, their configuration, and start / stop / restart. */
export function SidecarAdministrationPage() {
  usePageTitle(SIDECAR_TEXTS.administrationTitle);
  return usePermitted(['sidecars:read']) ? <Administration /> : <MissingPermissionsPage />;
}

function Administration() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<SidecarAdministrationFilters>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const search = useDebouncedCallback(setQuery, SIDECAR_SEARCH_DEBOUNCE_MS);
  const list = useSidecarAdministration(query, filters);
  const collectors = useSidecarCollectors();
  const configurations = useSidecarConfigurations();
  const assign = useAssignSidecarConfigurations();
  const action = useSidecarBulkAction();
  const mayAssign = usePermitted(['sidecars:update']);
  const mayAct = usePermitted(['sidecar_collectors:update']);
  if (!list.data && list.error) return <FetchErrorPage error={list.error} />;

  const filter = (key: keyof SidecarAdministrationFilters, value: string) =>
    setFilters((f) => {
      const { [key]: _removed, ...rest } = f;
      return value === '' ? rest : { ...rest, [key]: value };
    });
  const toggle = (key: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const runAction = (a: CollectorAction) => {
    const bySidecar = new Map<string, string[]>();
    for (const key of selected) {
      const [nodeId = '', collectorId = ''] = key.split(' ');
      bySidecar.set(nodeId, [...(bySidecar.get(nodeId) ?? []), collectorId]);
    }
    const targets = [...bySidecar].map(([sidecarId, collectorIds]) => ({ sidecarId, collectorIds }));
    void runReporting(() => action.trigger(a, targets), SIDECAR_FAILURES.action).then((ok) => {
      if (!ok) return;
      toast.success(`${ACTION_TEXTS[a]} queued`, actionDone(a, targets.length));
      setSelected(new Set());
    });
  };
  /** Assigns one configuration (or none) to a collector of a Sidecar; its other manual assignments stay. */
  const setConfiguration = (sidecar: Sidecar, collectorId: string, configurationId: string) => {
    const others = sidecar.assignments.filter((a) => a.assignedFromTags.length === 0 && a.collectorId !== collectorId);
    const assignments = [...others, ...(configurationId ? [{ collectorId, configurationId }] : [])];
    void runReporting(() => assign.trigger([{ nodeId: sidecar.nodeId, assignments }]), SIDECAR_FAILURES.assign);
  };

  return (
    <>
      <PageHeader
        title={SIDECAR_TEXTS.administrationTitle}
        description={SIDECAR_TEXTS.administrationDescription}
        actions={<SidecarsNav />}
      />
      <Toolbar>
        <TextInput
          aria-label={SIDECAR_TEXTS.searchLabel}
          placeholder="Find Sidecars"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            search(event.target.value);
          }}
        />
        <NativeSelect
          aria-label="Operating system"
          options={[{ value: '', label: 'Any operating system' }, ...OPERATING_SYSTEMS.map((os) => ({ value: os, label: os }))]}
          value={filters.os ?? ''}
          onChange={(value) => filter('os', value)}
        />
        <NativeSelect
          aria-label="Status"
          options={[
            { value: '', label: 'Any status' },
            ...SIDECAR_STATUSES.map((s) => ({ value: String(sidecarStatusCode(s)), label: STATUS_TEXTS[s] })),
          ]}
          value={filters.status ?? ''}
          onChange={(value) => filter('status', value)}
        />
        {mayAct &&
          COLLECTOR_ACTIONS.map((a) => (
            <Button key={a} disabled={selected.size === 0} loading={action.isMutating} onClick={() => runAction(a)}>
              {`${ACTION_TEXTS[a]} selected`}
            </Button>
          ))}
      </Toolbar>
      {!list.data && <LoadingIndicator />}
      {list.data?.sidecars.length === 0 && (
        <EmptyState text={list.data.grandTotal === 0 ? SIDECAR_TEXTS.noSidecars : SIDECAR_TEXTS.noMatches} />
      )}
      {list.data && list.data.sidecars.length > 0 && (
        <SidecarTable aria-label="Sidecar collectors">
          <thead>
            <tr>
              {mayAct && <th scope="col">Select</th>}
              <th scope="col">Sidecar</th>
              <th scope="col">Collector</th>
              <th scope="col">Status</th>
              <th scope="col">Configuration</th>
            </tr>
          </thead>
          <tbody>
            {list.data.sidecars.flatMap((sidecar) =>
              (sidecar.compatibleCollectors ?? []).map((collectorId) => {
                const collector = collectors.data?.find((c) => c.id === collectorId);
                const name = collector?.name ?? collectorId;
                const assigned = sidecar.assignments.filter((a) => a.collectorId === collectorId);
                const byTags = assigned.filter((a) => a.assignedFromTags.length > 0);
                const manual = assigned.find((a) => a.assignedFromTags.length === 0);
                const status: SidecarStatus | null = sidecar.collectorStatuses.find((s) => s.collectorId === collectorId)?.status ?? null;
                const options = (configurations.data ?? []).filter((c) => c.collectorId === collectorId);
                const key = pairKey(sidecar.nodeId, collectorId);
                return (
                  <tr key={key}>
                    {mayAct && (
                      <td>
                        <Checkbox
                          aria-label={`Select ${name} on ${sidecar.nodeName}`}
                          checked={selected.has(key)}
                          onChange={(on) => toggle(key, on)}
                        />
                      </td>
                    )}
                    <td>
                      <AppLink href={pathTo('SYSTEM_SIDECARS_STATUS', { sidecarId: sidecar.nodeId })}>{sidecar.nodeName}</AppLink>
                      {!sidecar.active && <Muted> (not reporting)</Muted>}
                    </td>
                    <td>{name}</td>
                    <td>{status ? <StatusLabel status={status} /> : <Muted>Not running</Muted>}</td>
                    <td>
                      {byTags.map((a) => (
                        <div key={a.configurationId}>
                          {configurations.data?.find((c) => c.id === a.configurationId)?.name ?? a.configurationId}
                          <Muted> (by tag {a.assignedFromTags.join(', ')})</Muted>
                        </div>
                      ))}
                      {mayAssign ? (
                        <NativeSelect
                          aria-label={`Configuration of ${name} on ${sidecar.nodeName}`}
                          options={[{ value: '', label: 'None' }, ...options.map((c) => ({ value: c.id, label: c.name }))]}
                          value={manual?.configurationId ?? ''}
                          disabled={assign.isMutating}
                          onChange={(value) => setConfiguration(sidecar, collectorId, value)}
                        />
                      ) : (
                        ((manual && configurations.data?.find((c) => c.id === manual.configurationId)?.name) ?? null)
                      )}
                    </td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </SidecarTable>
      )}
    </>
  );
}

export default SidecarAdministrationPage;
