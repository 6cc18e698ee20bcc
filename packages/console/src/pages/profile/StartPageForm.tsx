import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useApiMutation, UsersApi, type User } from '@sift/api';
import { Button, ButtonToolbar, colorVars, Select, toast } from '@sift/ui';
import { START_PAGE_TYPE_LABELS, START_PAGE_TYPES, isStartPageType, useStartPageOptions, type StartPageType } from './startPageOptions';

/** Toast texts of 1-shell.md §8. */
export const START_PAGE_CHANGED = 'Your start page was changed successfully';
export const START_PAGE_CHANGE_FAILED = 'Could not change your start page';

const TYPE_OPTIONS = START_PAGE_TYPES.map((type) => ({ label: START_PAGE_TYPE_LABELS[type], value: type }));

const StyledForm = styled.form`
  display: grid;
  gap: 12px;
  max-width: 640px;
`;

const Field = styled.div`
  display: grid;
  gap: 4px;

  label {
    font-weight: 600;
  }
`;

const Help = styled.p`
  margin: 0;
  color: ${colorVars.text.secondary};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${colorVars.danger.text};
`;

/** The page a user lands on after signing in: a dashboard, a stream or a saved search, or none (the welcome page). */
export function StartPageForm({ user }: { user: User }) {
  const ids = { type: useId(), entity: useId(), help: useId(), error: useId() };
  const initialType = isStartPageType(user.startpage?.type) ? user.startpage?.type : undefined;
  const [type, setType] = useState<StartPageType | undefined>(initialType);
  const [entity, setEntity] = useState<string | undefined>(initialType ? (user.startpage?.id ?? undefined) : undefined);
  const [missing, setMissing] = useState(false);
  const options = useStartPageOptions(type);
  const save = useApiMutation(UsersApi.updateStartpage, ['currentUser', 'users']);
  const entityLabel = type ? START_PAGE_TYPE_LABELS[type] : 'Entity';

  const onType = (next: string | undefined) => {
    setType(isStartPageType(next) ? next : undefined);
    setEntity(undefined);
    setMissing(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (type && !entity) {
      setMissing(true);
      return;
    }
    try {
      await save.trigger(user.id ?? user.username, { type: type ?? null, id: type ? (entity ?? null) : null });
      toast.success(START_PAGE_CHANGED);
    } catch (error) {
      toast.error(START_PAGE_CHANGE_FAILED, error instanceof Error ? error.message : String(error));
    }
  };

  // The saved entity may not be listed (deleted, or no longer shared): keep it choosable by id.
  const listed = options.data ?? [];
  const entityOptions =
    entity && !listed.some((option) => option.value === entity) ? [...listed, { label: entity, value: entity }] : listed;

  return (
    <StyledForm aria-label="Start page" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Help id={ids.help}>Choose the page shown after signing in. Without one, the welcome page is shown.</Help>
      <Field>
        <label htmlFor={ids.type}>Start page type</label>
        <Select
          id={ids.type}
          aria-describedby={ids.help}
          options={TYPE_OPTIONS}
          value={type}
          onChange={onType}
          placeholder="Default (welcome page)"
          clearable
        />
      </Field>
      <Field>
        <label htmlFor={ids.entity}>{`Start page ${entityLabel.toLowerCase()}`}</label>
        <Select
          id={ids.entity}
          options={entityOptions}
          value={entity}
          onChange={(next) => {
            setEntity(next);
            setMissing(false);
          }}
          placeholder={type ? (options.data ? `Select a ${entityLabel.toLowerCase()}` : 'Loading...') : 'Choose a type first'}
          disabled={!type}
          searchable
          invalid={missing}
          aria-describedby={missing ? ids.error : undefined}
        />
        {missing && (
          <FieldError id={ids.error} role="alert">
            {`Select a ${entityLabel.toLowerCase()} or reset to the default start page.`}
          </FieldError>
        )}
      </Field>
      <ButtonToolbar>
        <Button type="submit" variant="primary" loading={save.isMutating} loadingText="Saving...">
          Save start page
        </Button>
        <Button type="button" onClick={() => onType(undefined)} disabled={!type}>
          Reset to default
        </Button>
      </ButtonToolbar>
    </StyledForm>
  );
}
