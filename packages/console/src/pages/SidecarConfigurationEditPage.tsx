import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  sidecarValidationErrors,
  usePreviewSidecarTemplate,
  useSaveSidecarConfiguration,
  useSidecarCollectors,
  useSidecarConfiguration,
  type Collector,
  type SidecarConfiguration,
} from '@sift/api';
import {
  Button,
  FormGroup,
  LoadingIndicator,
  MissingPermissionsPage,
  NativeSelect,
  PageHeader,
  Panel,
  TagInput,
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

type Draft = Omit<SidecarConfiguration, 'id'>;
const EMPTY: Draft = { name: '', collectorId: '', color: '#FFFFFF', template: '', tags: [] };

/** System → Sidecars → Configuration → new or edit: a configuration's collector, template, colour and tags. */
export function SidecarConfigurationEditPage() {
  const { configurationId } = useParams<{ configurationId?: string }>();
  const id = configurationId ?? null;
  usePageTitle(id ? SIDECAR_TEXTS.editConfiguration('') : SIDECAR_TEXTS.newConfiguration);
  const permitted = usePermitted([id ? 'sidecar_collector_configurations:update' : 'sidecar_collector_configurations:create']);
  return permitted ? <ConfigurationLoader id={id} /> : <MissingPermissionsPage />;
}

function ConfigurationLoader({ id }: { id: string | null }) {
  const configuration = useSidecarConfiguration(id);
  const collectors = useSidecarCollectors();
  if (configuration.error) return <FetchErrorPage error={configuration.error} />;
  if ((id && !configuration.data) || !collectors.data) return <LoadingIndicator />;
  const { id: _id, ...initial } = configuration.data ?? { ...EMPTY, id: '' };
  return <ConfigurationForm id={id} initial={initial} collectors={collectors.data} />;
}

function ConfigurationForm({ id, initial, collectors }: { id: string | null; initial: Draft; collectors: Collector[] }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [preview, setPreview] = useState<string | null>(null);
  const save = useSaveSidecarConfiguration();
  const render = usePreviewSidecarTemplate();
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(draftFieldOf(field) in patch))));
  };
  const error = (field: string) => errors[field]?.join(' ');
  const title = id ? SIDECAR_TEXTS.editConfiguration(initial.name) : SIDECAR_TEXTS.newConfiguration;

  const submit = async () => {
    try {
      await save.trigger(id, draft);
      toast.success('Configuration saved', draft.name);
      navigate(pathTo('SYSTEM_SIDECARS_CONFIGURATION'));
    } catch (failure) {
      const fieldErrors = sidecarValidationErrors(failure);
      if (fieldErrors) setErrors(fieldErrors);
      else toast.error(SIDECAR_FAILURES.saveConfiguration, failureMessage(failure));
    }
  };
  const showPreview = async () => {
    try {
      setPreview(await render.trigger(draft.template));
    } catch (failure) {
      toast.error(SIDECAR_FAILURES.preview, failureMessage(failure));
    }
  };

  return (
    <>
      <PageHeader title={title} actions={<SidecarsNav />} />
      <Panel title="Configuration">
        <form
          aria-label={title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormGroup label="Name" error={error('name')}>
            {(control) => (
              <TextInput {...control} value={draft.name} onChange={(e) => set({ name: e.target.value })} invalid={!!error('name')} />
            )}
          </FormGroup>
          <FormGroup
            label="Collector"
            error={error('collector_id')}
            help="The collector that runs with this configuration, and the operating system it runs on."
          >
            {(control) => (
              <NativeSelect
                {...control}
                placeholder="Select a collector"
                options={collectors.map((c) => ({ value: c.id, label: `${c.name} on ${c.operatingSystem}` }))}
                value={draft.collectorId || undefined}
                invalid={!!error('collector_id')}
                onChange={(collectorId) => {
                  const collector = collectors.find((c) => c.id === collectorId);
                  // A new configuration starts from the collector's default template.
                  set({ collectorId, ...(draft.template === '' && collector ? { template: collector.defaultTemplate } : {}) });
                }}
              />
            )}
          </FormGroup>
          <FormGroup label="Colour" error={error('color')} help="Shown beside the configuration's name in the lists, as #RRGGBB.">
            {(control) => (
              <TextInput {...control} value={draft.color} onChange={(e) => set({ color: e.target.value })} invalid={!!error('color')} />
            )}
          </FormGroup>
          <FormGroup label="Tags" optional help="Every Sidecar that reports one of these tags gets this configuration.">
            {(control) => <TagInput id={control.id} value={draft.tags} onChange={(tags) => set({ tags })} />}
          </FormGroup>
          <FormGroup
            label="Template"
            error={error('template')}
            help="Values of the Sidecar: ${sidecar.nodeName}, ${sidecar.nodeId}, ${sidecar.operatingSystem}; variables: ${user.name}."
          >
            {(control) => (
              <Textarea
                {...control}
                monospace
                rows={16}
                value={draft.template}
                onChange={(e) => set({ template: e.target.value })}
                invalid={!!error('template')}
              />
            )}
          </FormGroup>
          <Toolbar>
            <Button type="submit" variant="primary" loading={save.isMutating}>
              {id ? 'Update configuration' : 'Create configuration'}
            </Button>
            <Button onClick={() => void showPreview()}>Preview</Button>
            <Button onClick={() => navigate(pathTo('SYSTEM_SIDECARS_CONFIGURATION'))}>Cancel</Button>
          </Toolbar>
        </form>
      </Panel>
      {preview !== null && (
        <Panel title="Preview">
          <pre aria-label="Template preview">{preview}</pre>
        </Panel>
      )}
    </>
  );
}

/** The draft field a validation error names (the server names fields as on the wire). */
function draftFieldOf(field: string): string {
  return field === 'collector_id' ? 'collectorId' : field;
}

export default SidecarConfigurationEditPage;
