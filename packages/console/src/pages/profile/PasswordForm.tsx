import { useState, type FormEvent } from 'react';
import { useApiClient, UserAdminApi } from '@sift/api';
import { Button, toast } from '@sift/ui';
import { Form, FormError, FormField } from '../../components/FormField';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_CHANGED = 'Password changed successfully';

export interface PasswordFormProps {
  userId: string;
  /** Users changing their own password must give the old one. */
  requireOldPassword: boolean;
}

/** Changes a user's password. */
export function PasswordForm({ userId, requireOldPassword }: PasswordFormProps) {
  const client = useApiClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    if (password !== String(data.get('confirm') ?? '')) {
      setError(PASSWORDS_DO_NOT_MATCH);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await UserAdminApi.changePassword(client, userId, { password, ...(requireOldPassword ? { old_password: String(data.get('old') ?? '') } : {}) });
      form.reset();
      toast.success(PASSWORD_CHANGED);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form aria-label="Change password" onSubmit={onSubmit}>
      {requireOldPassword && (
        <FormField>
          Old password
          <input name="old" type="password" autoComplete="current-password" required />
        </FormField>
      )}
      <FormField>
        New password
        <input name="password" type="password" autoComplete="new-password" required minLength={6} />
      </FormField>
      <FormField>
        Repeat password
        <input name="confirm" type="password" autoComplete="new-password" required minLength={6} />
      </FormField>
      {error && <FormError role="alert">{error}</FormError>}
      <div>
        <Button type="submit" variant="primary" loading={busy} loadingText="Changing password...">
          Change password
        </Button>
      </div>
    </Form>
  );
}
