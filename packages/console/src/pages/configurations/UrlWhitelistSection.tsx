import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useRegexValidation, useUpdateUrlWhitelist, useUrlWhitelist, type UrlWhitelist, type UrlWhitelistEntryType } from '@sift/api';
import { Button, Checkbox, DescriptionList, FormGroup, IconButton, NativeSelect, spacing, TextInput } from '@sift/ui';
import { usePermitted } from '../../shell/currentUser';
import { ConfigurationSection } from './ConfigurationSection';

/** The allow-list editor's texts (3-administration.md §2, §5, §8), word for word where the spec gives them. */
export const URL_WHITELIST_TEXTS = {
  title: 'URL Whitelist',
  help: 'The URLs that lookup adapters and HTTP notifications may call; every other URL is refused.',
  modalTitle: 'Update Whitelist Configuration',
  disable: 'Disable Whitelist',
  disableHelp: 'Every URL may be called.',
  enabled: 'Enabled: only the URLs below may be called.',
  disabled: 'Disabled: every URL may be called.',
  none: 'No URL is allowed yet.',
  addUrl: 'Add Url',
  required: 'Required field',
  notUrl: 'Not a valid URL',
  notRegex: 'Not a valid Java regular expression',
  invalid: 'Please fix the entries marked above.',
  updated: 'Url Whitelist Configuration updated successfully',
  updateFailed: 'Could not update Url Whitelist',
} as const;

const T = URL_WHITELIST_TEXTS;
const TYPE_OPTIONS: ReadonlyArray<{ value: UrlWhitelistEntryType; label: string }> = [
  { value: 'literal', label: 'Exact match' },
  { value: 'regex', label: 'Regex' },
];
type Entry = UrlWhitelist['entries'][number];

/** For each regex entry by id, whether the server took it (undefined while unchecked). */
export type RegexValidity = Record<string, boolean | undefined>;

const isUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/** Each entry's problems by field, as the spec words them. */
export function entryErrors(entry: Entry, regexValid: boolean | undefined): { title?: string; value?: string } {
  const errors: { title?: string; value?: string } = {};
  if (entry.title.trim() === '') errors.title = T.required;
  if (entry.value.trim() === '') errors.value = T.required;
  else if (entry.type === 'literal' && !isUrl(entry.value)) errors.value = T.notUrl;
  else if (entry.type === 'regex' && regexValid === false) errors.value = T.notRegex;
  return errors;
}

/** Why the draft cannot be saved, if it cannot: an entry with a problem, or a regex not checked yet. */
export function urlWhitelistProblem(list: UrlWhitelist, regexValid: RegexValidity): string | undefined {
  const broken = list.entries.some(
    (entry) =>
      Object.keys(entryErrors(entry, regexValid[entry.id])).length > 0 || (entry.type === 'regex' && regexValid[entry.id] !== true),
  );
  return broken ? T.invalid : undefined;
}

const Rows = styled.div`
  display: grid;
  gap: ${spacing(1)};
  margin-bottom: ${spacing(2)};
`;
const Row = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 2fr 160px auto;
  gap: ${spacing(1)};
  align-items: start;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** Asks the server whether a regex entry's value is a Java regular expression, and reports it to the draft. */
function RegexCheck({ entry, onResult }: { entry: Entry; onResult: (id: string, valid: boolean | undefined) => void }) {
  const check = useRegexValidation(entry.type === 'regex' ? entry.value : null);
  const valid = check.data && check.data.regex === entry.value ? check.data.isValid : undefined;
  useEffect(() => onResult(entry.id, valid), [entry.id, valid, onResult]);
  return null;
}

function EntryRow({
  entry,
  index,
  regexValid,
  onChange,
  onDelete,
}: {
  entry: Entry;
  index: number;
  regexValid: boolean | undefined;
  onChange: (entry: Entry) => void;
  onDelete: () => void;
}) {
  const errors = entryErrors(entry, regexValid);
  const n = index + 1;
  return (
    <Row aria-label={`Entry ${n}`}>
      <FormGroup label={`Title ${n}`} error={errors.title}>
        {(control) => (
          <TextInput {...control} fullWidth value={entry.title} onChange={(event) => onChange({ ...entry, title: event.target.value })} />
        )}
      </FormGroup>
      <FormGroup label={`URL ${n}`} error={errors.value}>
        {(control) => (
          <TextInput {...control} fullWidth value={entry.value} onChange={(event) => onChange({ ...entry, value: event.target.value })} />
        )}
      </FormGroup>
      <FormGroup label={`Type ${n}`}>
        {(control) => (
          <NativeSelect
            {...control}
            fullWidth
            options={TYPE_OPTIONS}
            value={entry.type}
            onChange={(type) => onChange({ ...entry, type: type as UrlWhitelistEntryType })}
          />
        )}
      </FormGroup>
      <IconButton name="trash" title={`Delete entry ${n}`} onClick={onDelete} />
    </Row>
  );
}

/** The URL allow-list: entries (exact match or regex) and the disabled flag; edited by holders of urlwhitelist:write. */
export function UrlWhitelistSection() {
  const config = useUrlWhitelist();
  const update = useUpdateUrlWhitelist();
  const canEdit = usePermitted(['urlwhitelist:write']);
  const [regexValid, setRegexValid] = useState<RegexValidity>({});
  const report = useCallback(
    (id: string, valid: boolean | undefined) => setRegexValid((known) => (known[id] === valid ? known : { ...known, [id]: valid })),
    [],
  );

  return (
    <ConfigurationSection<UrlWhitelist, UrlWhitelist>
      title={T.title}
      help={T.help}
      config={config}
      canEdit={canEdit}
      modalTitle={T.modalTitle}
      toDraft={(data) => data}
      validate={(draft) => urlWhitelistProblem(draft, regexValid)}
      save={(draft) => update.trigger(draft)}
      submitting={update.isMutating}
      success={T.updated}
      failure={{ title: T.updateFailed, message: (error) => error }}
      renderForm={(draft, change) => {
        const setEntries = (entries: Entry[]) => change((d) => ({ ...d, entries }));
        return (
          <>
            <Checkbox
              label={T.disable}
              description={T.disableHelp}
              checked={draft.disabled}
              onChange={(checked) => change((d) => ({ ...d, disabled: checked }))}
            />
            <Rows>
              {draft.entries.map((entry, index) => (
                <div key={entry.id}>
                  <RegexCheck entry={entry} onResult={report} />
                  <EntryRow
                    entry={entry}
                    index={index}
                    regexValid={regexValid[entry.id]}
                    onChange={(next) => setEntries(draft.entries.map((e) => (e.id === entry.id ? next : e)))}
                    onDelete={() => setEntries(draft.entries.filter((e) => e.id !== entry.id))}
                  />
                </div>
              ))}
            </Rows>
            <Button
              size="small"
              onClick={() => setEntries([...draft.entries, { id: crypto.randomUUID(), title: '', value: '', type: 'literal' }])}
            >
              {T.addUrl}
            </Button>
          </>
        );
      }}
    >
      {(data) => (
        <>
          <p>{data.disabled ? T.disabled : T.enabled}</p>
          {data.entries.length === 0 ? (
            <p>{T.none}</p>
          ) : (
            <DescriptionList
              items={data.entries.map((entry) => ({
                term: entry.title,
                description: `${entry.value} (${TYPE_OPTIONS.find((option) => option.value === entry.type)?.label ?? entry.type})`,
              }))}
            />
          )}
        </>
      )}
    </ConfigurationSection>
  );
}
