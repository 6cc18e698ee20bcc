import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation, useParams, useSearch } from 'wouter';
import {
  AUTH_SERVICE_TYPES,
  useAuthServiceBackend,
  useAuthzRoles,
  useSaveAuthServiceBackend,
  useTestAuthServiceBackend,
  type AuthServiceTestResult,
  type AuthServiceType,
  type Role,
  type TransportSecurity,
} from '@sift/api';
import {
  Alert,
  Button,
  Checkbox,
  FormGroup,
  LoadingIndicator,
  MissingPermissionsPage,
  NativeSelect,
  NotFoundPage,
  PageHeader,
  Panel,
  TextInput,
  toast,
  Wizard,
} from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { RolesPicker } from './users/UserSettingsFields';
import { TestResultAlert } from './authentication/TestResultAlert';
import {
  backendForm,
  backendInput,
  createdText,
  newBackendForm,
  SERVER_STEP,
  STEP_TITLES,
  stepOfErrors,
  TRANSPORT_LABELS,
  TYPE_LABELS,
  updatedText,
  USER_SYNC_STEP,
  validateBackendForm,
  type BackendForm,
  type FormErrors,
} from './authentication/authServiceRules';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr);
  gap: 16px;
  align-items: start;
`;

const Fields = styled.div`
  display: grid;
  gap: 12px;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  flex-wrap: wrap;
`;

interface FieldProps {
  form: BackendForm;
  errors: FormErrors;
  name: keyof BackendForm;
  label: string;
  help?: ReactNode;
  optional?: boolean;
  type?: 'text' | 'password';
  onChange: (patch: Partial<BackendForm>) => void;
  placeholder?: string;
}

function TextField({ form, errors, name, label, help, optional, type = 'text', onChange, placeholder }: FieldProps) {
  const error = errors[name];
  return (
    <FormGroup label={label} help={help} optional={optional} {...(error ? { error } : {})}>
      {(control) => (
        <TextInput
          {...control}
          type={type}
          fullWidth
          value={String(form[name])}
          placeholder={placeholder}
          autoComplete={type === 'password' ? 'new-password' : 'off'}
          onChange={(e) => onChange({ [name]: e.target.value })}
        />
      )}
    </FormGroup>
  );
}

function BackendWizard({ initial, backendId, roles }: { initial: BackendForm; backendId: string | null; roles: readonly Role[] }) {
  const [, navigate] = useLocation();
  const initialStep = new URLSearchParams(useSearch()).get('initialStepKey');
  const [step, setStep] = useState(initialStep === USER_SYNC_STEP ? USER_SYNC_STEP : SERVER_STEP);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [connection, setConnection] = useState<AuthServiceTestResult | null>(null);
  const [login, setLogin] = useState<AuthServiceTestResult | null>(null);
  const [testUser, setTestUser] = useState({ username: '', password: '' });
  const save = useSaveAuthServiceBackend();
  const connectionTest = useTestAuthServiceBackend();
  const loginTest = useTestAuthServiceBackend();

  const change = (patch: Partial<BackendForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    // Once shown, messages follow what is typed.
    if (Object.keys(errors).length > 0) setErrors(validateBackendForm(next));
  };
  const field = (props: Omit<FieldProps, 'form' | 'errors' | 'onChange'>) => (
    <TextField form={form} errors={errors} onChange={change} {...props} />
  );

  const failedTest = (cause: unknown): AuthServiceTestResult => ({
    success: false,
    message: cause instanceof Error ? cause.message : String(cause),
    errors: [],
    userExists: null,
    loginSuccess: null,
    userDetails: {},
  });
  const runTest = async (kind: 'connection' | 'login') => {
    const found = validateBackendForm(form);
    const blocking = kind === 'connection' ? (['host', 'port'] as const).filter((k) => found[k]) : Object.keys(found);
    if (blocking.length > 0) {
      setErrors(found);
      return;
    }
    const request = {
      backendId,
      backend: backendInput(form, roles),
      ...(kind === 'login' ? { login: testUser } : {}),
    };
    const [set, mutation] = kind === 'connection' ? [setConnection, connectionTest] : [setLogin, loginTest];
    set(null);
    set(await mutation.trigger(kind, request).catch(failedTest));
  };

  const onSave = async () => {
    const found = validateBackendForm(form);
    setErrors(found);
    const errorStep = stepOfErrors(found);
    if (errorStep) {
      setStep(errorStep);
      return;
    }
    setSaveError(null);
    try {
      const saved = await save.trigger(backendId, backendInput(form, roles));
      toast.success(backendId ? updatedText(saved.title) : createdText(saved.title));
      navigate(pathTo('SYSTEM_AUTHENTICATION_SHOW', { id: saved.id }));
    } catch (cause) {
      setSaveError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  const passwordHelp = form.passwordSet
    ? 'A password is stored: leave this empty to keep it.'
    : 'The password of the system user; empty for an anonymous bind.';
  const steps = [
    {
      key: SERVER_STEP,
      title: STEP_TITLES[SERVER_STEP],
      component: (
        <Fields>
          {field({ name: 'title', label: 'Title', help: 'A name for this service, shown in the overview.' })}
          {field({ name: 'description', label: 'Description', optional: true })}
          <Row style={{ alignItems: 'flex-start' }}>
            <div style={{ flex: 3 }}>
              {field({ name: 'host', label: 'Server address', help: 'Host name or IP address of the directory.' })}
            </div>
            <div style={{ flex: 1 }}>{field({ name: 'port', label: 'Port' })}</div>
          </Row>
          <FormGroup label="Transport security">
            {(control) => (
              <NativeSelect
                {...control}
                value={form.transportSecurity}
                options={(Object.keys(TRANSPORT_LABELS) as TransportSecurity[]).map((value) => ({ value, label: TRANSPORT_LABELS[value] }))}
                onChange={(value) => change({ transportSecurity: value as TransportSecurity })}
              />
            )}
          </FormGroup>
          <Checkbox
            label="Verify certificates"
            description="Refuse servers whose TLS certificate is not trusted."
            checked={form.verifyCertificates}
            onChange={(checked) => change({ verifyCertificates: checked })}
          />
          {field({
            name: 'systemUserDn',
            label: 'System user DN',
            optional: true,
            help: 'The account that searches the directory, e.g. cn=admin,dc=example,dc=org.',
          })}
          {field({ name: 'systemUserPassword', label: 'System password', type: 'password', optional: true, help: passwordHelp })}
        </Fields>
      ),
    },
    {
      key: USER_SYNC_STEP,
      title: STEP_TITLES[USER_SYNC_STEP],
      component: (
        <Fields>
          {field({ name: 'userSearchBase', label: 'Search base DN', help: 'Where users are searched, e.g. ou=people,dc=example,dc=org.' })}
          {field({ name: 'userSearchPattern', label: 'Search pattern', help: '{0} stands for the user name typed at sign-in.' })}
          {field({ name: 'userNameAttribute', label: 'Name attribute', help: 'The attribute that becomes the user name.' })}
          {field({ name: 'userFullNameAttribute', label: 'Full name attribute' })}
          {form.type === 'ldap' &&
            field({ name: 'userUniqueIdAttribute', label: 'ID attribute', help: 'An attribute that never changes for an account.' })}
          {field({
            name: 'emailAttributes',
            label: 'Email attributes',
            optional: true,
            help: 'Separated by commas; the first one set is used.',
          })}
          <RolesPicker roles={roles} selected={form.defaultRoles} onChange={(names) => change({ defaultRoles: names })} />
        </Fields>
      ),
    },
  ];

  return (
    <Layout>
      <Panel title={backendId ? 'Edit service' : 'New service'} headingLevel={2}>
        <Wizard steps={steps} activeStep={step} onStepChange={setStep} aria-label="Service configuration steps" />
        {saveError && <Alert variant="danger">{saveError}</Alert>}
        <Row style={{ marginTop: 16 }}>
          <Button variant="primary" onClick={() => void onSave()} loading={save.isMutating} loadingText="Saving...">
            {backendId ? 'Update Service' : 'Create Service'}
          </Button>
          <LinkButton href={pathTo('SYSTEM_AUTHENTICATION_SERVICES')}>Cancel</LinkButton>
        </Row>
      </Panel>
      <Fields>
        <Panel title="Test server connection" headingLevel={2}>
          <p>Connects to the server and binds as the system user.</p>
          <Button onClick={() => void runTest('connection')} loading={connectionTest.isMutating} loadingText="Testing...">
            Test Server Connection
          </Button>
          {connection && <TestResultAlert result={connection} />}
        </Panel>
        <Panel title="Test user login" headingLevel={2}>
          <Fields>
            <FormGroup label="Login username">
              {(control) => (
                <TextInput
                  {...control}
                  fullWidth
                  autoComplete="off"
                  value={testUser.username}
                  onChange={(e) => setTestUser({ ...testUser, username: e.target.value })}
                />
              )}
            </FormGroup>
            <FormGroup label="Login password">
              {(control) => (
                <TextInput
                  {...control}
                  type="password"
                  fullWidth
                  autoComplete="new-password"
                  value={testUser.password}
                  onChange={(e) => setTestUser({ ...testUser, password: e.target.value })}
                />
              )}
            </FormGroup>
            <div>
              <Button
                onClick={() => void runTest('login')}
                disabled={testUser.username.trim() === ''}
                loading={loginTest.isMutating}
                loadingText="Testing..."
              >
                Test User Login
              </Button>
            </div>
            {login && <TestResultAlert result={login} />}
          </Fields>
        </Panel>
      </Fields>
    </Layout>
  );
}

const isType = (value: string): value is AuthServiceType => (AUTH_SERVICE_TYPES as readonly string[]).includes(value);

/** `/system/authentication/services/create/{type}` and `/edit/{id}` (`?initialStepKey=userSync` opens the second step). */
export function AuthenticationBackendPage() {
  const params = useParams<{ type?: string; id?: string }>();
  const me = useCurrentUserContext();
  const editing = params.id ?? null;
  const backend = useAuthServiceBackend(editing);
  const roles = useAuthzRoles({ perPage: 0 });
  const type = editing ? backend.data?.config.type : params.type;
  const titleText = editing
    ? `Edit Authentication Service - ${backend.data?.title ?? ''}`
    : `Create ${type && isType(type) ? TYPE_LABELS[type] : ''} Authentication Service`;
  usePageTitle(titleText);

  const permitted = editing
    ? hasPermission(me.permissions, `authservicebackend:edit:${editing}`)
    : hasPermission(me.permissions, 'authservicebackend:create');
  if (!permitted) return <MissingPermissionsPage />;
  if (!editing && !(params.type && isType(params.type))) return <NotFoundPage homeHref={pathTo('SYSTEM_AUTHENTICATION_SERVICES')} />;
  if (backend.error && !backend.data) return <FetchErrorPage error={backend.error} />;
  if (roles.error && !roles.data) return <FetchErrorPage error={roles.error} />;
  if ((editing && !backend.data) || !roles.data) return <LoadingIndicator />;
  const roleList = roles.data.elements;
  const initial = backend.data ? backendForm(backend.data, roleList) : newBackendForm(params.type as AuthServiceType);

  return (
    <>
      <PageHeader
        title={titleText}
        description="Users sign in with their directory account: the server searches the directory for the name they type, then binds as the entry it found with their password."
      />
      <BackendWizard key={backend.data?.id ?? 'new'} initial={initial} backendId={editing} roles={roleList} />
    </>
  );
}

export default AuthenticationBackendPage;
