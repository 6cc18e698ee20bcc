import { useState, type FormEvent } from 'react';
import { login, useApiClient } from '@sift/api';
import { Button, LoginLayout } from '@sift/ui';
import { Form, FormError, FormField } from '../components/FormField';


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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const session = await login({ username: String(data.get('username') ?? ''), password: String(data.get('password') ?? ''), host: window.location.host }, client);
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
        <FormField>
          Username
          <input name="username" autoComplete="username" required autoFocus />
        </FormField>
        <FormField>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </FormField>
        {error && <FormError role="alert">{error}</FormError>}
        <Button type="submit" variant="primary" block loading={busy} loadingText="Signing in...">
          Sign in
        </Button>
      </Form>
    </LoginLayout>
  );
}

export default LoginPage;
