import { useState } from 'react';
import { login, useApiClient } from '@sift/api';
import { Alert, Button, Form, FormField, LoginLayout } from '@sift/ui';

export interface LoginPageProps {
  /** Called with the signed-in username. */
  onSignedIn?: (username: string) => void;
}

/**
 * Sign-in on the login layout. A successful login opens the client's session gate; the root then
 * shows the app at the address the user asked for, so deep links survive signing in.
 */
export function LoginPage({ onSignedIn }: LoginPageProps) {
  const client = useApiClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async ({ username, password }: { username: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const session = await login({ username, password, host: window.location.host }, client);
      onSignedIn?.(session.username);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginLayout welcome="Welcome to Sift">
      <Form aria-label="Sign in" onSubmit={onSubmit}>
        <FormField name="username" label="Username" autoComplete="username" required autoFocus />
        <FormField name="password" label="Password" type="password" autoComplete="current-password" required />
        {error && <Alert variant="danger">{error}</Alert>}
        <Button type="submit" variant="primary" block loading={busy} loadingText="Signing in...">
          Sign in
        </Button>
      </Form>
    </LoginLayout>
  );
}

export default LoginPage;
