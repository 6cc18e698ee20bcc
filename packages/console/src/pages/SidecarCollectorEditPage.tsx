import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  COLLECTOR_SERVICE_TYPES,
  useSaveSidecarCollector,
  useSidecarCollector,
  useValidateSidecarCollectorName,
  type Collector,
} from '@sift/api';
import {
  Button,
  FormGroup,
  LoadingIndicator,
  MissingPermissionsPage,
  NativeSelect,
  PageHeader,
  Panel,
  Textarea,
  TextInput,
  toast,
} from '@sift/ui';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { SidecarsNav, Toolbar } from './sidecars/SidecarParts';
import { SIDECAR_FAILURES, SIDECAR_TEXTS } from './sidecars/sidecarTexts';
import { failureMessage } from './streams/reportFailure';

type Draft = Omit<Collector, 'id'>;
const EMPTY: Draft = {
  name: '',
  serviceType: 'exec',
  operatingSystem: 'linux',
  executablePath: '',
  executeParameters: '',
  validationParameters: '',
  defaultTemplate: '',
};
const OPERATING_SYSTEMS = ['linux', 'windows', 'darwin', 'freebsd'];
const SERVICE_TYPE_TEXTS = { exec: 'Foreground execution', svc: 'Windows service' } as const;

/** System → Sidecars → collector new or edit: how a Sidecar runs a collector on one operating system. */
export function SidecarCollectorEditPage() {
  const { collectorId } = useParams<{ collectorId?: string }>();
  const id = collectorId ?? null;
  usePageTitle(id ? SIDECAR_TEXTS.editCollector('') : SIDECAR_TEXTS.newCollector);
  return usePermitted([id ? 'sidecar_collectors:update' : 'sidecar_collectors:create']) ? (
    <CollectorLoader id={id} />
  ) : (
    <MissingPermissionsPage />
  );
}

function CollectorLoader({ id }: { id: string | null }) {
  const collector = useSidecarCollector(id);
  if (collector.error) return <FetchErrorPage error={collector.error} />;
  if (id && !collector.data) return <LoadingIndicator />;
  const { id: _id, ...initial } = collector.data ?? { ...EMPTY, id: '' };
  return <CollectorForm id={id} initial={initial} />;
}

function CollectorForm({ id, initial }: { id: string | null; initial: Draft }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Draft>(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveSidecarCollector();
  const validate = useValidateSidecarCollectorName();
  const title = id ? SIDECAR_TEXTS.editCollector(initial.name) : SIDECAR_TEXTS.newCollector;
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if ('name' in patch || 'operatingSystem' in patch) setNameError(null);
  };
  const missing = draft.name.trim() === '' || draft.executablePath.trim() === '';

  const submit = async () => {
    try {
      const problem = await validate.trigger(draft.name, draft.operatingSystem, id);
      if (problem) {
        setNameError(problem);
        return;
      }
      await save.trigger(id, draft);
      toast.success('Collector saved', draft.name);
      navigate(pathTo('SYSTEM_SIDECARS_CONFIGURATION'));
    } catch (failure) {
      toast.error(SIDECAR_FAILURES.saveCollector, failureMessage(failure));
    }
  };

  return (
    <>
      <PageHeader title={title} actions={<SidecarsNav />} />
      <Panel title="Collector">
        <form
          aria-label={title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormGroup label="Name" error={nameError ?? undefined} help="Letters, digits, _, - and . only.">
            {(control) => (
              <TextInput {...control} value={draft.name} onChange={(e) => set({ name: e.target.value })} invalid={!!nameError} />
            )}
          </FormGroup>
          <FormGroup label="Operating system">
            {(control) => (
              <NativeSelect
                {...control}
                options={OPERATING_SYSTEMS.map((os) => ({ value: os, label: os }))}
                value={draft.operatingSystem}
                onChange={(operatingSystem) => set({ operatingSystem })}
              />
            )}
          </FormGroup>
          <FormGroup label="Process management">
            {(control) => (
              <NativeSelect
                {...control}
                options={COLLECTOR_SERVICE_TYPES.map((t) => ({ value: t, label: SERVICE_TYPE_TEXTS[t] }))}
                value={draft.serviceType}
                onChange={(serviceType) => set({ serviceType: serviceType === 'svc' ? 'svc' : 'exec' })}
              />
            )}
          </FormGroup>
          <FormGroup label="Executable path">
            {(control) => <TextInput {...control} value={draft.executablePath} onChange={(e) => set({ executablePath: e.target.value })} />}
          </FormGroup>
          <FormGroup label="Execute parameters" optional help="%s is the path of the configuration file.">
            {(control) => (
              <TextInput {...control} value={draft.executeParameters} onChange={(e) => set({ executeParameters: e.target.value })} />
            )}
          </FormGroup>
          <FormGroup label="Configuration validation parameters" optional>
            {(control) => (
              <TextInput {...control} value={draft.validationParameters} onChange={(e) => set({ validationParameters: e.target.value })} />
            )}
          </FormGroup>
          <FormGroup label="Default template" optional help="New configurations for this collector start from it.">
            {(control) => (
              <Textarea
                {...control}
                monospace
                rows={12}
                value={draft.defaultTemplate}
                onChange={(e) => set({ defaultTemplate: e.target.value })}
              />
            )}
          </FormGroup>
          <Toolbar>
            <Button type="submit" variant="primary" disabled={missing} loading={save.isMutating || validate.isMutating}>
              {id ? 'Update collector' : 'Create collector'}
            </Button>
            <Button onClick={() => navigate(pathTo('SYSTEM_SIDECARS_CONFIGURATION'))}>Cancel</Button>
          </Toolbar>
        </form>
      </Panel>
    </>
  );
}

export default SidecarCollectorEditPage;
