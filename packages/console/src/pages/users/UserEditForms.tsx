import { useState } from 'react';
import styled from 'styled-components';
import { useAuthzRoles, useUpdateUser, type User } from '@sift/api';
import { Alert, Button, Form, FormField, toast } from '@sift/ui';
import { timeoutFromMs, timeoutToMs, validateTimeout } from './sessionTimeout';
import { RolesPicker, SessionTimeoutInput, TimezoneSelect } from './UserSettingsFields';

const Actions = styled.div`
  margin-top: 8px;
`;

export const profileUpdatedText = (username: string) => `User ${username} was updated successfully.`;
export const ROLES_REQUIRED = 'Select at least one role.';

const message = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

interface ProfileValues {
  full_name: string;
  email: string;
}

/** Full name, e-mail, time zone and session timeout of an account. */
export function UserProfileForm({ user }: { user: User }) {
  const update = useUpdateUser();
  const [timezone, setTimezone] = useState(user.timezone);
  const [timeout, setTimeoutValue] = useState(() => timeoutFromMs(user.sessionTimeoutMs));
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (values: ProfileValues) => {
    if (!user.id || validateTimeout(timeout)) return;
    setError(null);
    try {
      await update.trigger(user.id, {
        full_name: values.full_name,
        email: values.email,
        timezone,
        session_timeout_ms: timeoutToMs(timeout),
      });
      toast.success(profileUpdatedText(user.username));
    } catch (cause) {
      setError(message(cause));
    }
  };
  return (
    <Form<ProfileValues>
      aria-label="Profile and settings"
      onSubmit={onSubmit}
      initialValues={{ full_name: user.fullName ?? '', email: user.email }}
    >
      <FormField name="full_name" label="Full name" required maxLength={400} />
      <FormField name="email" label="E-Mail address" type="email" required maxLength={320} />
      <TimezoneSelect value={timezone} onChange={setTimezone} />
      <SessionTimeoutInput value={timeout} onChange={setTimeoutValue} />
      {error && <Alert variant="danger">{error}</Alert>}
      <Actions>
        <Button type="submit" variant="primary" loading={update.isMutating} loadingText="Saving...">
          Update profile
        </Button>
      </Actions>
    </Form>
  );
}

/** The roles of an account, saved together. */
export function UserRolesForm({ user }: { user: User }) {
  const roles = useAuthzRoles({ perPage: 0 });
  const update = useUpdateUser();
  const [selected, setSelected] = useState<string[]>(user.roles);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!user.id) return;
    if (selected.length === 0) {
      setError(ROLES_REQUIRED);
      return;
    }
    setError(null);
    try {
      await update.trigger(user.id, { roles: selected });
      toast.success(profileUpdatedText(user.username));
    } catch (cause) {
      setError(message(cause));
    }
  };
  if (!roles.data) return null;
  return (
    <div>
      <RolesPicker roles={roles.data.elements} selected={selected} onChange={setSelected} hideLegend />
      {error && <Alert variant="danger">{error}</Alert>}
      <Actions>
        <Button variant="primary" onClick={() => void save()} loading={update.isMutating} loadingText="Saving...">
          Update roles
        </Button>
      </Actions>
    </div>
  );
}
