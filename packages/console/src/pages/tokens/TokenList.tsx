import { useState } from 'react';
import styled from 'styled-components';
import {
  FetchError,
  useCreateAccessToken,
  useDeleteAccessToken,
  useUserTokens,
  type AccessToken,
  type CreatedAccessToken,
} from '@sift/api';
import { Button, colorVars, ConfirmDialog, EmptyState, Form, FormField, formatDateTime, LoadingIndicator, toast } from '@sift/ui';
import { FetchErrorPage } from '../../shell/FetchErrorPage';
import { CreatedToken } from './CreatedToken';

export const TOKEN_CREATE_FAILED = 'Could not create token';
export const TOKEN_DELETE_FAILED = 'Could not delete token';
export const TOKEN_DELETED = 'Token deleted';
export const NEVER_USED = 'Never';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${colorVars.border.subtle};
    text-align: left;
    vertical-align: middle;
  }

  td:last-child {
    text-align: right;
  }
`;

const message = (error: unknown) =>
  error instanceof FetchError ? error.displayMessage : error instanceof Error ? error.message : String(error);

export interface TokenListProps {
  userId: string;
  /** The time zone last-access times are shown in. */
  timezone: string;
}

/** A user's API tokens: create one by name (its value is shown once), list them, delete after confirmation. */
export function TokenList({ userId, timezone }: TokenListProps) {
  const { data: tokens, error } = useUserTokens(userId);
  const create = useCreateAccessToken();
  const remove = useDeleteAccessToken();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [deleting, setDeleting] = useState<AccessToken | null>(null);
  const [busy, setBusy] = useState(false);

  const onCreate = async ({ name }: { name: string }, form: { restart: () => void }) => {
    const trimmed = name.trim();
    try {
      setCreated(await create.trigger(userId, trimmed));
      form.restart();
    } catch (cause) {
      toast.error(TOKEN_CREATE_FAILED, `Creating token "${trimmed}" failed: ${message(cause)}`);
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await remove.trigger(userId, deleting.id);
      if (created?.id === deleting.id) setCreated(null);
      toast.success(TOKEN_DELETED, `Token "${deleting.name}" was deleted.`);
    } catch (cause) {
      toast.error(TOKEN_DELETE_FAILED, `Deleting token "${deleting.name}" failed: ${message(cause)}`);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  if (!tokens && error) return <FetchErrorPage error={error} />;

  return (
    <Stack>
      <Form<{ name: string }> aria-label="Create token" onSubmit={onCreate}>
        <FormField name="name" label="Token name" required maxLength={100} placeholder="What is this token for?" autoComplete="off" />
        <div>
          <Button type="submit" variant="primary" icon="plus">
            Create token
          </Button>
        </div>
      </Form>
      {created && <CreatedToken token={created} onDone={() => setCreated(null)} />}
      {!tokens && <LoadingIndicator />}
      {tokens && tokens.length === 0 && <EmptyState kind="noItemsToDisplay" />}
      {tokens && tokens.length > 0 && (
        <Table aria-label="Tokens">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Last access</th>
              <th scope="col">
                <span className="sift-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id}>
                <td>{token.name}</td>
                <td>{token.lastAccess ? formatDateTime(token.lastAccess, 'default', timezone) : NEVER_USED}</td>
                <td>
                  <Button
                    variant="danger"
                    size="small"
                    icon="trash"
                    aria-label={`Delete token ${token.name}`}
                    onClick={() => setDeleting(token)}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete token?"
        confirmText="Delete"
        confirmVariant="danger"
        submitting={busy}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <p>{`Are you sure you want to delete the token "${deleting.name}"? Applications using it can no longer sign in with it.`}</p>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
