import { useState, type ReactNode } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { useEventDefinition, useSaveEventDefinition } from '@sift/api';
import { Button, ButtonToolbar, Checkbox, LoadingIndicator, MissingPermissionsPage, PageHeader, toast, Wizard } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { ALERT_FAILURES } from './alerts/alertTexts';
import { AlertsNav } from './alerts/AlertsNav';
import { ConditionStep } from './alerts/ConditionStep';
import {
  definitionFromDraft,
  draftFromDefinition,
  emptyDraft,
  stepOfError,
  validateDraft,
  type DefinitionDraft,
} from './alerts/definitionDraft';
import { draftFromSeed, readSeed } from './alerts/definitionSeed';
import { DetailsStep } from './alerts/DetailsStep';
import { FieldsStep } from './alerts/FieldsStep';
import { NotificationsStep } from './alerts/NotificationsStep';
import { SummaryStep } from './alerts/SummaryStep';
import { failureMessage } from './streams/reportFailure';

/** The wizard's steps, in order; `step=condition` in the create route opens the second. */
export const DEFINITION_STEPS = [
  { key: 'details', title: 'Event Details' },
  { key: 'condition', title: 'Condition' },
  { key: 'fields', title: 'Fields' },
  { key: 'notifications', title: 'Notifications' },
  { key: 'summary', title: 'Summary' },
] as const;
type StepKey = (typeof DEFINITION_STEPS)[number]['key'];
const isStep = (value: string | null): value is StepKey => DEFINITION_STEPS.some((s) => s.key === value);

function DefinitionWizard({ initial, initialStep }: { initial: DefinitionDraft; initialStep: StepKey }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(initial);
  const [step, setStep] = useState<StepKey>(initialStep);
  const [schedule, setSchedule] = useState(initial.base?.scheduler?.isScheduled ?? true);
  const save = useSaveEventDefinition();
  const errors = validateDraft(draft);
  const valid = Object.keys(errors).length === 0;
  const isNew = draft.base === null;
  const change = (next: Partial<DefinitionDraft>) => setDraft((current) => ({ ...current, ...next }));
  const stepErrors = (key: StepKey) => Object.fromEntries(Object.entries(errors).filter(([k]) => stepOfError(k) === key));

  const submit = async () => {
    if (!valid) return;
    try {
      await save.trigger(definitionFromDraft(draft), schedule);
      toast.success(`Event Definition "${draft.title.trim()}" was ${isNew ? 'created' : 'updated'} successfully.`);
      navigate(pathTo('ALERTS_DEFINITIONS'));
    } catch (error) {
      toast.error(ALERT_FAILURES.saveDefinition, failureMessage(error));
    }
  };

  const contents: Record<StepKey, ReactNode> = {
    details: <DetailsStep draft={draft} errors={stepErrors('details')} onChange={change} />,
    condition: <ConditionStep draft={draft} errors={stepErrors('condition')} onChange={change} />,
    fields: <FieldsStep draft={draft} errors={stepErrors('fields')} onChange={change} />,
    notifications: <NotificationsStep draft={draft} errors={{}} onChange={change} />,
    summary: (
      <>
        <SummaryStep draft={draft} errors={errors} />
        <Checkbox label="Enable event definition (search on its schedule)" checked={schedule} onChange={setSchedule} />
      </>
    ),
  };
  const steps = DEFINITION_STEPS.map((s) => ({
    ...s,
    component: (
      <div style={{ display: 'grid', gap: 12 }}>
        <h2 style={{ margin: 0 }}>{s.title}</h2>
        {contents[s.key]}
      </div>
    ),
  }));
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Wizard aria-label="Event definition steps" steps={steps} activeStep={step} onStepChange={(key) => isStep(key) && setStep(key)} />
      <ButtonToolbar aria-label="Event definition actions">
        <Button onClick={() => navigate(pathTo('ALERTS_DEFINITIONS'))}>Cancel</Button>
        {step === 'summary' && (
          <Button variant="primary" disabled={!valid || save.isMutating} onClick={() => void submit()}>
            {isNew ? 'Create event definition' : 'Update event definition'}
          </Button>
        )}
      </ButtonToolbar>
    </div>
  );
}

function EditExisting({ id }: { id: string }) {
  const definition = useEventDefinition(id);
  if (definition.error) return <FetchErrorPage error={definition.error} />;
  if (!definition.data) return <LoadingIndicator />;
  return <DefinitionWizard initial={draftFromDefinition(definition.data)} initialStep="details" />;
}

function CreateNew() {
  const params = new URLSearchParams(useSearch());
  const [initial] = useState(() => {
    const seed = readSeed(window.localStorage, params.get('session-id'));
    return seed ? draftFromSeed(seed) : emptyDraft();
  });
  const step = params.get('step');
  return <DefinitionWizard initial={initial} initialStep={isStep(step) ? step : 'details'} />;
}

/**
 * `/alerts/definitions/new` (optionally with `step=condition` and the `session-id` of a stored seed) and
 * `/{definitionId}/edit`: the wizard of Event Details, Condition, Fields, Notifications and Summary.
 */
export function EventDefinitionEditPage() {
  const { definitionId } = useParams<{ definitionId?: string }>();
  const title = definitionId ? 'Edit Event Definition' : 'New Event Definition';
  usePageTitle(title);
  const allowed = usePermitted([definitionId ? `eventdefinitions:edit:${definitionId}` : 'eventdefinitions:create']);
  if (!allowed) return <MissingPermissionsPage />;
  return (
    <>
      <PageHeader
        title={title}
        description="An event definition searches the messages on a schedule; a filter raises an event per matching message, an aggregation one per group whose condition is met."
        actions={<AlertsNav current="definitions" />}
      />
      {definitionId ? <EditExisting id={definitionId} /> : <CreateNew />}
    </>
  );
}

export default EventDefinitionEditPage;
