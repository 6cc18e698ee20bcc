import { useState } from 'react';
import { useApiClient, UserAdminApi } from '@sift/api';
import { Alert, Button, Form, FormField, toast } from '@sift/ui';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_CHANGED = 'Password changed successfully';

export interface PasswordFormProps {
  userId: string;
  /** Users changing their own password must give the old one. */
  requireOldPassword: boolean;
}

interface PasswordValues {
  old?: string;
  password: string;
  confirm: string;
}

/** Changes a user's password. */
export function PasswordForm({ userId, requireOldPassword }: PasswordFormProps) {
  const client = useApiClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async ({ old, password, confirm }: PasswordValues, form: { restart: () => void }) => {
    if (password !== confirm) {
      setError(PASSWORDS_DO_NOT_MATCH);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await UserAdminApi.changePassword(client, userId, { password, ...(requireOldPassword ? { old_password: old ?? '' } : {}) });
      form.restart();
      toast.success(PASSWORD_CHANGED);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<PasswordValues> aria-label="Change password" onSubmit={onSubmit}>
      {requireOldPassword && <FormField name="old" label="Old password" type="password" autoComplete="current-password" required />}
      <FormField name="password" label="New password" type="password" autoComplete="new-password" required minLength={6} />
      <FormField name="confirm" label="Repeat password" type="password" autoComplete="new-password" required minLength={6} />
      {error && <Alert variant="danger">{error}</Alert>}
      <div>
        <Button type="submit" variant="primary" loading={busy} loadingText="Changing password...">
          Change password
        </Button>
      </div>
    </Form>
  );
}
