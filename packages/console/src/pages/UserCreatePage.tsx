import { useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useAuthzRoles, useCreateUser } from '@sift/api';
import { Alert, Button, Form, FormField, MissingPermissionsPage, PageHeader, Panel, toast } from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { DEFAULT_SESSION_TIMEOUT, timeoutToMs, validateTimeout } from './users/sessionTimeout';
import { PASSWORDS_DO_NOT_MATCH } from './profile/PasswordForm';
import { DEFAULT_ROLE, PASSWORD_MIN_LENGTH, validateUsername } from './users/userRules';
import { RolesPicker, SessionTimeoutInput, TimezoneSelect } from './users/UserSettingsFields';

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 8px;
`;

interface NewUserValues {
  username: string;
  full_name: string;
  email: string;
  password: string;
  confirm: string;
}

export const userCreatedText = (username: string) => `User ${username} was created successfully.`;

/** `/system/users/new`: a new account with its profile, password, settings and roles. */
export function UserCreatePage() {
  usePageTitle('Create new user');
  const me = useCurrentUserContext();
  const [, navigate] = useLocation();
  const create = useCreateUser();
  const roles = useAuthzRoles({ perPage: 0 });
  const [timezone, setTimezone] = useState<string | null>(null);
  const [timeout, setTimeoutValue] = useState(DEFAULT_SESSION_TIMEOUT);
  const [selectedRoles, setSelectedRoles] = useState<string[]>([DEFAULT_ROLE]);
  const [error, setError] = useState<string | null>(null);
  if (!hasPermission(me.permissions, 'users:create')) return <MissingPermissionsPage />;

  const onSubmit = async (values: NewUserValues) => {
    if (values.password !== values.confirm) {
      setError(PASSWORDS_DO_NOT_MATCH);
      return;
    }
    if (validateTimeout(timeout)) return;
    setError(null);
    try {
      await create.trigger({
        username: values.username,
        full_name: values.full_name,
        email: values.email,
        password: values.password,
        permissions: [],
        roles: selectedRoles,
        timezone,
        session_timeout_ms: timeoutToMs(timeout),
      });
      toast.success(userCreatedText(values.username));
      navigate(pathTo('SYSTEM_USERS'));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  return (
    <>
      <PageHeader
        title="Create new user"
        description="Create an account that can sign in with a user name and password, and choose its roles."
      />
      <Panel title="New user">
        <Form<NewUserValues> aria-label="Create user" onSubmit={onSubmit}>
          <FormField
            name="username"
            label="Username"
            required
            maxLength={100}
            validate={validateUsername}
            autoComplete="off"
            help="Select a unique user name used to log in with."
          />
          <FormField name="full_name" label="Full name" required maxLength={400} autoComplete="off" />
          <FormField name="email" label="E-Mail address" type="email" required maxLength={320} autoComplete="off" />
          <FormField
            name="password"
            label="Password"
            type="password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete="new-password"
            help={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <FormField
            name="confirm"
            label="Repeat password"
            type="password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete="new-password"
          />
          <TimezoneSelect value={timezone} onChange={setTimezone} />
          <SessionTimeoutInput value={timeout} onChange={setTimeoutValue} />
          {roles.data && <RolesPicker roles={roles.data.elements} selected={selectedRoles} onChange={setSelectedRoles} />}
          {error && <Alert variant="danger">{error}</Alert>}
          <Actions>
            <Button type="submit" variant="primary" loading={create.isMutating} loadingText="Creating user...">
              Create user
            </Button>
            <LinkButton href={pathTo('SYSTEM_USERS')}>Cancel</LinkButton>
          </Actions>
        </Form>
      </Panel>
    </>
  );
}

export default UserCreatePage;
