import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { login } from '@sift/api';
import { Button, colorVars, LoginLayout } from '@sift/ui';

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

const Field = styled.label`
  display: grid;
  gap: 4px;
  font-weight: 500;

  input {
    height: 34px;
    padding: 0 10px;
    border: 1px solid ${colorVars.border.strong};
    border-radius: 4px;
    background: ${colorVars.background.surface};
    color: ${colorVars.text.primary};
    font: inherit;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  padding: 8px 10px;
  border-radius: 4px;
  color: ${colorVars.danger.text};
  background: ${colorVars.danger.subtle};
`;

export interface LoginPageProps {
  /** Called with the signed-in username. */
  onSignedIn?: (username: string) => void;
}

export function LoginPage({ onSignedIn }: LoginPageProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const session = await login({ username: String(data.get('username') ?? ''), password: String(data.get('password') ?? ''), host: window.location.host });
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
        <Field>
          Username
          <input name="username" autoComplete="username" required autoFocus />
        </Field>
        <Field>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </Field>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Button type="submit" variant="primary" block loading={busy} loadingText="Signing in...">
          Sign in
        </Button>
      </Form>
    </LoginLayout>
  );
}
