import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  useCatalog,
  useContentPacks,
  useResolveCatalog,
  useUploadContentPack,
  type ContentPack,
  type ContentPackEntityWire,
} from '@sift/api';
import {
  Alert,
  Button,
  Checkbox,
  EmptyState,
  FormGroup,
  LoadingIndicator,
  MissingPermissionsPage,
  NotFoundPage,
  PageHeader,
  Panel,
  Select,
  Textarea,
  TextInput,
  toast,
  Wizard,
} from '@sift/ui';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import {
  buildPack,
  catalogKey,
  draftParameters,
  ENTITY_TYPE_LABELS,
  entityFields,
  entityTitle,
  groupCatalog,
  newPackId,
  packEntities,
  PARAMETER_TYPES,
  parameterFits,
  parameterProblem,
  replaceAt,
  typedDefault,
  type DraftParameter,
  type PackDetails,
  type ParameterType,
} from './contentpacks/contentPackDraft';
import { downloadPack } from './contentpacks/downloadPack';
import { CONTENT_PACK_EDIT_TEXTS as T, CONTENT_PACK_FAILURES, packCreated } from './contentpacks/contentPackTexts';
import { Actions, Muted, PipelineTable, Stack } from './pipelines/PipelineTable';
import { failureMessage } from './streams/reportFailure';

/** System → Content Packs → Create (also /export): a new pack from this server's entities, with parameters. */
export function ContentPackCreatePage() {
  usePageTitle(T.createTitle);
  return usePermitted(['contentpack:create']) ? <PackEditor base={null} /> : <MissingPermissionsPage />;
}

/** System → Content Packs → a pack → Edit revision: a new revision from a stored one. */
export function ContentPackEditPage() {
  const { contentPackId = '', revision = '' } = useParams<{ contentPackId: string; revision: string }>();
  usePageTitle(T.editTitle);
  const permitted = usePermitted(['contentpack:create']);
  const list = useContentPacks();
  if (!permitted) return <MissingPermissionsPage />;
  if (!list.data) return list.error ? <FetchErrorPage error={list.error} /> : <LoadingIndicator />;
  const revisions = list.data.contentPacks.filter((p) => p.id === contentPackId);
  const base = revisions.find((p) => String(p.rev) === revision);
  if (!base) return <NotFoundPage />;
  const nextRev = Math.max(...revisions.map((p) => p.rev)) + 1;
  return <PackEditor base={{ pack: base, nextRev }} />;
}

const EMPTY_DETAILS: PackDetails = { name: '', summary: '', description: '', vendor: '', url: '' };
const EMPTY_PARAMETER: DraftParameter = { name: '', title: '', description: '', type: 'string', defaultValue: '' };

function PackEditor({ base }: { base: { pack: ContentPack; nextRev: number } | null }) {
  const [, navigate] = useLocation();
  const catalog = useCatalog();
  const resolve = useResolveCatalog();
  const upload = useUploadContentPack();
  const [step, setStep] = useState('selection');
  const [details, setDetails] = useState<PackDetails>(() =>
    base
      ? {
          name: base.pack.name,
          summary: base.pack.summary,
          description: base.pack.description,
          vendor: base.pack.vendor,
          url: base.pack.url,
        }
      : EMPTY_DETAILS,
  );
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  /** Entities of the revision being edited that stay in the new one. */
  const [kept, setKept] = useState<ContentPackEntityWire[]>(() => (base ? packEntities(base.pack) : []));
  /** What the catalog exported for `selected` (and the selection it was exported for). */
  const [resolved, setResolved] = useState<{ for: string; entities: ContentPackEntityWire[] } | null>(null);
  const [parameters, setParameters] = useState<DraftParameter[]>(() => (base ? draftParameters(base.pack) : []));
  const [draft, setDraft] = useState<DraftParameter>(EMPTY_PARAMETER);
  const [draftChecked, setDraftChecked] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const selectionKey = [...selected].sort().join('|');
  const entities = useMemo(() => [...kept, ...(resolved?.entities ?? [])], [kept, resolved]);
  const groups = useMemo(() => groupCatalog(catalog.data ?? [], filter), [catalog.data, filter]);

  const nameMissing = details.name.trim() === '';
  const nothingChosen = selected.size === 0 && kept.length === 0;
  const resolving = resolve.isMutating;

  /** Exports the selection unless already exported; answers whether the entities are ready. */
  const ensureResolved = async (): Promise<boolean> => {
    if (selected.size === 0) {
      setResolved(null);
      return true;
    }
    if (resolved?.for === selectionKey) return true;
    const entries = (catalog.data ?? []).filter((e) => selected.has(catalogKey(e)));
    try {
      setResolved({ for: selectionKey, entities: await resolve.trigger(entries) });
      return true;
    } catch (error) {
      toast.error(CONTENT_PACK_FAILURES.resolve, failureMessage(error));
      return false;
    }
  };

  const goTo = async (key: string) => {
    if (key !== 'selection') {
      setShowErrors(true);
      if (nameMissing || nothingChosen) {
        setStep('selection');
        return;
      }
      if (!(await ensureResolved())) return;
    }
    setStep(key);
  };

  const updateEntity = (id: string, change: (e: ContentPackEntityWire) => ContentPackEntityWire) => {
    setKept((list) => list.map((e) => (e.id === id ? change(e) : e)));
    setResolved((r) => (r ? { ...r, entities: r.entities.map((e) => (e.id === id ? change(e) : e)) } : r));
  };

  /** Puts a parameter at a field, or (none) puts the parameter's default or the original literal back. */
  const applyParameter = (
    entity: ContentPackEntityWire,
    path: string,
    name: string | undefined,
    original: { type: string; value: string },
  ) => {
    if (name) {
      updateEntity(entity.id, (e) => ({ ...e, data: replaceAt(e.data, path, { '@type': 'parameter', '@value': name }) }));
      return;
    }
    const parameter = parameters.find((p) => p.name === original.value);
    const fallback = parameter ? typedDefault(parameter) : undefined;
    const type = parameter ? (parameter.type === 'long' || parameter.type === 'integer' ? 'integer' : parameter.type) : 'string';
    updateEntity(entity.id, (e) => ({
      ...e,
      data: replaceAt(e.data, path, { '@type': type, '@value': fallback ?? (type === 'string' ? '' : null) }),
    }));
  };

  const addParameter = () => {
    setDraftChecked(true);
    if (parameterProblem(draft, parameters)) return;
    setParameters([...parameters, { ...draft, title: draft.title.trim() || draft.name }]);
    setDraft(EMPTY_PARAMETER);
    setDraftChecked(false);
  };

  const removeParameter = (name: string) => {
    setParameters(parameters.filter((p) => p.name !== name));
    for (const entity of entities)
      for (const field of entityFields(entity.data))
        if (field.type === 'parameter' && field.value === name) applyParameter(entity, field.path, undefined, field);
  };

  const packId = useMemo(() => base?.pack.id ?? newPackId(), [base]);
  const rev = base?.nextRev ?? 1;
  const pack = () => buildPack(packId, rev, details, parameters, entities);
  const unusedParameters = parameters.filter(
    (p) => !entities.some((e) => entityFields(e.data).some((f) => f.type === 'parameter' && f.value === p.name)),
  );

  const save = async () => {
    try {
      await upload.trigger(pack());
      toast.success(packCreated(details.name.trim(), rev));
      navigate(pathTo('SYSTEM_CONTENTPACKS_SHOW', { contentPackId: packId }));
    } catch (error) {
      toast.error(CONTENT_PACK_FAILURES.create, failureMessage(error));
    }
  };

  const download = () => downloadPack(pack(), packId, rev);

  if (!catalog.data) return catalog.error ? <FetchErrorPage error={catalog.error} /> : <LoadingIndicator />;

  const text = (key: keyof PackDetails, label: string, optional: boolean) => (
    <FormGroup label={label} optional={optional} error={!optional && showErrors && nameMissing ? T.nameRequired : undefined}>
      {(control) => (
        <TextInput {...control} fullWidth value={details[key]} onChange={(e) => setDetails({ ...details, [key]: e.target.value })} />
      )}
    </FormGroup>
  );

  const selectionStep = (
    <Stack>
      <Panel title={T.detailsTitle}>
        {text('name', 'Name', false)}
        {text('summary', 'Summary', true)}
        <FormGroup label="Description" optional>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={details.description}
              onChange={(e) => setDetails({ ...details, description: e.target.value })}
            />
          )}
        </FormGroup>
        {text('vendor', 'Vendor', true)}
        {text('url', 'URL', true)}
      </Panel>
      {base && (
        <Panel title={T.keptTitle(base.pack.rev)}>
          {kept.length === 0 ? (
            <Muted>{T.noneKept}</Muted>
          ) : (
            kept.map((e) => (
              <Checkbox
                key={e.id}
                label={`${entityTitle(e)} (${ENTITY_TYPE_LABELS[e.type.name] ?? e.type.name})`}
                checked
                onChange={() => setKept(kept.filter((k) => k.id !== e.id))}
              />
            ))
          )}
        </Panel>
      )}
      <Panel title={T.entitiesTitle}>
        <p>{T.entitiesHelp}</p>
        {showErrors && nothingChosen && <Alert variant="danger">{T.chooseEntities}</Alert>}
        <FormGroup label={T.filter} optional>
          {(control) => <TextInput {...control} value={filter} onChange={(e) => setFilter(e.target.value)} />}
        </FormGroup>
        {groups.length === 0 && <EmptyState text={T.noEntities} />}
        {groups.map((group) => (
          <fieldset key={group.type}>
            <legend>{ENTITY_TYPE_LABELS[group.type] ?? group.type}</legend>
            {group.entries.map((entry) => (
              <Checkbox
                key={catalogKey(entry)}
                label={entry.title}
                checked={selected.has(catalogKey(entry))}
                onChange={(on) => {
                  const next = new Set(selected);
                  if (on) next.add(catalogKey(entry));
                  else next.delete(catalogKey(entry));
                  setSelected(next);
                }}
              />
            ))}
          </fieldset>
        ))}
      </Panel>
    </Stack>
  );

  const draftProblem = draftChecked ? parameterProblem(draft, parameters) : null;
  const parametersStep = (
    <Stack>
      <Panel title={T.parametersTitle}>
        <p>{T.parametersHelp}</p>
        {parameters.length > 0 && (
          <PipelineTable aria-label={T.parametersTitle}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Title</th>
                <th scope="col">Type</th>
                <th scope="col">Default value</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {parameters.map((p) => (
                <tr key={p.name}>
                  <td>{p.name}</td>
                  <td>{p.title}</td>
                  <td>{p.type}</td>
                  <td>{p.defaultValue === '' ? <Muted>none</Muted> : p.defaultValue}</td>
                  <td>
                    <Button size="small" variant="danger" onClick={() => removeParameter(p.name)}>
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </PipelineTable>
        )}
        <FormGroup label="Parameter name" error={draftProblem ?? undefined}>
          {(control) => <TextInput {...control} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />}
        </FormGroup>
        <FormGroup label="Parameter title" optional>
          {(control) => <TextInput {...control} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />}
        </FormGroup>
        <FormGroup label="Parameter description" optional>
          {(control) => (
            <TextInput
              {...control}
              fullWidth
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            />
          )}
        </FormGroup>
        <FormGroup label="Value type">
          {(control) => (
            <Select
              {...control}
              options={PARAMETER_TYPES.map((t) => ({ value: t, label: t }))}
              value={draft.type}
              onChange={(v) => setDraft({ ...draft, type: (v ?? 'string') as ParameterType })}
            />
          )}
        </FormGroup>
        <FormGroup label="Default value" optional>
          {(control) => (
            <TextInput {...control} value={draft.defaultValue} onChange={(e) => setDraft({ ...draft, defaultValue: e.target.value })} />
          )}
        </FormGroup>
        <Actions>
          <Button onClick={addParameter}>Add parameter</Button>
        </Actions>
      </Panel>
      {parameters.length > 0 &&
        entities.map((entity) => {
          const fields = entityFields(entity.data);
          if (fields.length === 0) return null;
          return (
            <Panel key={entity.id} title={`${entityTitle(entity)} (${ENTITY_TYPE_LABELS[entity.type.name] ?? entity.type.name})`}>
              <PipelineTable aria-label={`Fields of ${entityTitle(entity)}`}>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Value</th>
                    <th scope="col">Parameter</th>
                  </tr>
                </thead>
                <tbody>
                  {fields.map((field) => {
                    const fitting = parameters.filter((p) => field.type === 'parameter' || parameterFits(p.type, field.type));
                    return (
                      <tr key={field.path}>
                        <td>{field.path}</td>
                        <td>{field.type === 'parameter' ? <Muted>{T.fromParameter}</Muted> : field.value}</td>
                        <td>
                          <Select
                            aria-label={`Parameter for ${field.path} of ${entityTitle(entity)}`}
                            clearable
                            placeholder={fitting.length ? T.noParameter : T.noFittingParameter}
                            disabled={fitting.length === 0}
                            options={fitting.map((p) => ({ value: p.name, label: `${p.title} (${p.name})` }))}
                            value={field.type === 'parameter' ? field.value : undefined}
                            onChange={(name) => applyParameter(entity, field.path, name, field)}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </PipelineTable>
            </Panel>
          );
        })}
    </Stack>
  );

  const counts = Object.entries(
    entities.reduce<Record<string, number>>((acc, e) => ({ ...acc, [e.type.name]: (acc[e.type.name] ?? 0) + 1 }), {}),
  );
  const previewStep = (
    <Stack>
      <Panel title={T.previewTitle}>
        <dl>
          <dt>Name</dt>
          <dd>{details.name}</dd>
          <dt>Revision</dt>
          <dd>{rev}</dd>
          {details.summary && (
            <>
              <dt>Summary</dt>
              <dd>{details.summary}</dd>
            </>
          )}
          {details.vendor && (
            <>
              <dt>Vendor</dt>
              <dd>{details.vendor}</dd>
            </>
          )}
        </dl>
        <PipelineTable aria-label="Entities of the content pack">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Type</th>
            </tr>
          </thead>
          <tbody>
            {entities.map((e) => (
              <tr key={e.id}>
                <td>{entityTitle(e)}</td>
                <td>{ENTITY_TYPE_LABELS[e.type.name] ?? e.type.name}</td>
              </tr>
            ))}
          </tbody>
        </PipelineTable>
        <p>{counts.map(([type, n]) => `${n} × ${ENTITY_TYPE_LABELS[type] ?? type}`).join(', ')}</p>
        {unusedParameters.length > 0 && <Alert variant="warning">{T.unusedParameters(unusedParameters.map((p) => p.name))}</Alert>}
        <Actions>
          <Button variant="primary" onClick={() => void save()} disabled={upload.isMutating}>
            {base ? T.createRevision : T.create}
          </Button>
          <Button onClick={download}>{T.download}</Button>
        </Actions>
      </Panel>
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={base ? T.editHeading(base.pack.name, base.pack.rev) : T.createTitle}
        description={base ? T.editDescription(rev) : T.createDescription}
      />
      {resolving && <LoadingIndicator />}
      <Wizard
        aria-label={T.stepsLabel}
        activeStep={step}
        onStepChange={(key) => void goTo(key)}
        steps={[
          { key: 'selection', title: T.stepSelection, component: selectionStep },
          { key: 'parameters', title: T.stepParameters, component: parametersStep },
          { key: 'preview', title: T.stepPreview, component: previewStep },
        ]}
      />
    </>
  );
}

export default ContentPackCreatePage;
