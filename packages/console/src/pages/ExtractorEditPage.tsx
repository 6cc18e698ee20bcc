import { useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import {
  EXTRACTOR_TYPES,
  useCreateExtractor,
  useExtractor,
  useExtractors,
  useInput,
  useMessage,
  useUpdateExtractor,
  type ExtractorType,
} from '@sift/api';
import {
  Alert,
  Button,
  ButtonToolbar,
  FormGroup,
  IconButton,
  LoadingIndicator,
  MissingPermissionsPage,
  NativeSelect,
  PageHeader,
  Panel,
  RadioGroup,
  Textarea,
  TextInput,
  toast,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import {
  CONVERTER_NAMES,
  CONVERTER_SETTINGS,
  CONVERTER_TYPES,
  draftOf,
  EXTRACTOR_SETTINGS,
  initialSettings,
  newConverter,
  newDraft,
  requestOf,
  validateDraft,
  writesNamedFields,
  type ConverterType,
  type ExtractorDraft,
} from './extractors/extractorDraft';
import { CONDITION_OPTIONS, CURSOR_OPTIONS, EXTRACTOR_FORM_TEXTS } from './extractors/extractorFormTexts';
import { EXTRACTOR_TYPE_NAMES } from './extractors/extractorTexts';
import { ConditionResult, RecentMessagesPreview, TesterResult } from './extractors/ExtractorTryouts';
import { SettingFields } from './extractors/SettingFields';
import { failureMessage } from './streams/reportFailure';

const TYPE_OPTIONS = EXTRACTOR_TYPES.map((type) => ({ value: type, label: EXTRACTOR_TYPE_NAMES[type] }));
const CONVERTER_OPTIONS = CONVERTER_TYPES.map((type) => ({ value: type, label: CONVERTER_NAMES[type] }));
const isExtractorType = (value: string | null): value is ExtractorType => (EXTRACTOR_TYPES as readonly string[]).includes(value ?? '');
const prefixed = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );

/**
 * `/system/inputs/{input}/{node}/extractors/new` (query `extractor_type`, `field`, `example_index`,
 * `example_id`) and `…/{extractorId}/edit`: an extractor's type and settings, tried on an example as
 * the user types, its condition, cut or copy, target field and converters.
 */
export function ExtractorEditPage() {
  const { inputId = '', nodeId = '', extractorId } = useParams<{ inputId: string; nodeId: string; extractorId?: string }>();
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const input = useInput(inputId);
  const list = useExtractors(extractorId ? null : inputId);
  const stored = useExtractor(extractorId ? inputId : null, extractorId ?? null);
  const exampleMessage = useMessage(query.get('example_index'), query.get('example_id'));
  const create = useCreateExtractor();
  const update = useUpdateExtractor();
  const [draft, setDraft] = useState<ExtractorDraft | null>(null);
  const [example, setExample] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const canEdit = usePermitted([`inputs:edit:${inputId}`]);
  usePageTitle(extractorId ? 'Edit extractor' : 'Create extractor');

  if (!canEdit) return <MissingPermissionsPage />;

  const error = input.error ?? stored.error ?? list.error;
  const ready = input.data && (extractorId ? stored.data : list.data);
  if (!ready && error) return <FetchErrorPage error={error} />;
  if (!ready || !input.data) return <LoadingIndicator />;

  const initial =
    extractorId && stored.data
      ? draftOf(stored.data)
      : newDraft(
          isExtractorType(query.get('extractor_type')) ? (query.get('extractor_type') as ExtractorType) : 'regex',
          query.get('field') ?? 'message',
          list.data?.length ?? 0,
        );
  const current = draft ?? initial;
  const fieldValue = exampleMessage.data?.fields[current.sourceField];
  const currentExample = example ?? (fieldValue === undefined || fieldValue === null ? '' : String(fieldValue));
  const errors = validateDraft(current);
  // The testers run once the type's settings are complete (an empty regex or index tells nothing).
  const testable = !Object.keys(errors).some((key) => key.startsWith('settings.')) && current.sourceField.trim() !== '';
  const shown = submitted ? errors : {};
  const set = (changes: Partial<ExtractorDraft>) => setDraft({ ...current, ...changes });
  const setType = (type: ExtractorType) => set({ type, settings: initialSettings(EXTRACTOR_SETTINGS[type]) });
  const setConverter = (index: number, key: string, value: string | boolean) =>
    set({ converters: current.converters.map((c, i) => (i === index ? { ...c, settings: { ...c.settings, [key]: value } } : c)) });
  const listPath = input.data.global
    ? pathTo('SYSTEM_GLOBAL_EXTRACTORS', { inputId })
    : pathTo('SYSTEM_INPUT_EXTRACTORS', { inputId, nodeId });

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const request = requestOf(current);
    try {
      if (extractorId) await update.trigger(inputId, extractorId, request);
      else await create.trigger(inputId, request);
    } catch (failure) {
      toast.error(extractorId ? EXTRACTOR_FORM_TEXTS.updateFailed : EXTRACTOR_FORM_TEXTS.createFailed, failureMessage(failure));
      return;
    }
    toast.success(
      extractorId ? EXTRACTOR_FORM_TEXTS.updated : EXTRACTOR_FORM_TEXTS.created,
      `Extractor "${request.title}" of input ${input.data?.title ?? inputId}.`,
    );
    navigate(listPath);
  };

  const named = writesNamedFields(current.type);
  return (
    <>
      <PageHeader
        title={extractorId ? `Edit extractor "${stored.data?.title ?? ''}"` : `Create extractor for ${input.data.title}`}
        description="An extractor takes a value out of a field of each message the input receives and stores it in a field of its own."
        actions={
          <ButtonToolbar>
            <AppLink href={listPath}>Back to extractors</AppLink>
          </ButtonToolbar>
        }
      />
      <form
        noValidate
        aria-label={extractorId ? 'Edit extractor' : 'Create extractor'}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: 16, maxWidth: 880 }}
      >
        <Panel title="Example">
          <FormGroup label="Source field" error={shown['sourceField']} help="The field of each message the extractor reads.">
            {(control) => (
              <TextInput
                {...control}
                fullWidth
                value={current.sourceField}
                onChange={(event) => set({ sourceField: event.target.value })}
              />
            )}
          </FormGroup>
          <FormGroup label="Example" help="A value of the source field to try the extractor on; nothing of it is stored.">
            {(control) => (
              <Textarea {...control} monospace rows={3} value={currentExample} onChange={(event) => setExample(event.target.value)} />
            )}
          </FormGroup>
        </Panel>
        <Panel title="Extractor">
          <FormGroup label="Extractor type">
            {(control) => (
              <NativeSelect
                {...control}
                options={TYPE_OPTIONS}
                value={current.type}
                onChange={(value) => setType(value as ExtractorType)}
              />
            )}
          </FormGroup>
          <SettingFields
            definitions={EXTRACTOR_SETTINGS[current.type]}
            values={current.settings}
            errors={prefixed(shown, 'settings.')}
            onChange={(key, value) => set({ settings: { ...current.settings, [key]: value } })}
          />
          <TesterResult draft={current} example={currentExample} ready={testable} />
        </Panel>
        <RecentMessagesPreview inputId={inputId} draft={current} ready={testable} />
        <Panel title="Condition">
          <FormGroup label="Run the extractor" labelFor="group">
            {(control) => (
              <RadioGroup
                {...control}
                options={CONDITION_OPTIONS}
                value={current.conditionType}
                onChange={(value) => set({ conditionType: value as ExtractorDraft['conditionType'] })}
              />
            )}
          </FormGroup>
          {current.conditionType !== 'none' && (
            <FormGroup label={current.conditionType === 'string' ? 'Field contains' : 'Field matches'} error={shown['conditionValue']}>
              {(control) => (
                <TextInput
                  {...control}
                  fullWidth
                  value={current.conditionValue}
                  onChange={(event) => set({ conditionValue: event.target.value })}
                />
              )}
            </FormGroup>
          )}
          {current.conditionType !== 'none' && (
            <ConditionResult condition={{ type: current.conditionType, value: current.conditionValue }} example={currentExample} />
          )}
        </Panel>
        <Panel title="Storing">
          {named ? (
            <p>{`${EXTRACTOR_TYPE_NAMES[current.type]} extractors name the fields they write themselves, and copy.`}</p>
          ) : (
            <>
              <FormGroup label="Extraction strategy" labelFor="group">
                {(control) => (
                  <RadioGroup
                    {...control}
                    orientation="horizontal"
                    options={CURSOR_OPTIONS}
                    value={current.cursorStrategy}
                    onChange={(value) => set({ cursorStrategy: value as ExtractorDraft['cursorStrategy'] })}
                  />
                )}
              </FormGroup>
              <FormGroup label="Store as field" error={shown['targetField']} help="The field the extracted value is written to.">
                {(control) => (
                  <TextInput
                    {...control}
                    fullWidth
                    value={current.targetField}
                    onChange={(event) => set({ targetField: event.target.value })}
                  />
                )}
              </FormGroup>
            </>
          )}
          <FormGroup label="Extractor title" error={shown['title']} help="A name that says what it extracts, e.g. HTTP status.">
            {(control) => (
              <TextInput {...control} fullWidth value={current.title} onChange={(event) => set({ title: event.target.value })} />
            )}
          </FormGroup>
        </Panel>
        <Panel title="Converters">
          <p>
            {named
              ? 'Converters act on the target field only, so they do nothing for this type.'
              : 'Converters change the extracted value in this order before it is stored.'}
          </p>
          {current.converters.map((converter, index) => (
            // Converters have no id: their position is who they are.
            <fieldset key={index} style={{ border: '1px solid currentColor', borderRadius: 4, padding: 8, marginBottom: 8 }}>
              <legend>{CONVERTER_NAMES[converter.type]}</legend>
              <IconButton
                name="x"
                title={`Remove converter ${CONVERTER_NAMES[converter.type]}`}
                onClick={() => set({ converters: current.converters.filter((_, i) => i !== index) })}
              />
              <SettingFields
                definitions={CONVERTER_SETTINGS[converter.type]}
                values={converter.settings}
                errors={prefixed(shown, `converters.${index}.`)}
                onChange={(key, value) => setConverter(index, key, value)}
              />
            </fieldset>
          ))}
          <FormGroup label="Add converter">
            {(control) => (
              <NativeSelect
                {...control}
                placeholder="Select a converter"
                options={CONVERTER_OPTIONS}
                value=""
                onChange={(value) => value && set({ converters: [...current.converters, newConverter(value as ConverterType)] })}
              />
            )}
          </FormGroup>
        </Panel>
        {submitted && Object.keys(errors).length > 0 && <Alert variant="danger">{EXTRACTOR_FORM_TEXTS.fixErrors}</Alert>}
        <ButtonToolbar>
          <Button type="submit" variant="primary" loading={create.isMutating || update.isMutating}>
            {extractorId ? 'Update extractor' : 'Create extractor'}
          </Button>
        </ButtonToolbar>
      </form>
    </>
  );
}

export default ExtractorEditPage;
