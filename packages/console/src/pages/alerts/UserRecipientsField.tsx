import { useUsers, type UserOverview } from '@sift/api';
import { FormGroup, Select, type SelectOption } from '@sift/ui';
import { failureMessage } from '../streams/reportFailure';

/** What the picker says of a user the server would skip. */
export const NO_EMAIL_ADDRESS = 'no email address';
export const UNKNOWN_USER = 'no such user';

const userLabel = (user: UserOverview) => {
  const name = user.fullName && user.fullName !== user.username ? `${user.fullName} (${user.username})` : user.username;
  return user.email.trim() === '' ? `${name}, ${NO_EMAIL_ADDRESS}` : `${name} <${user.email}>`;
};

/** The users an email notification goes to, picked from the server's users; the server reads their addresses when it sends. */
export function UserRecipientsField({ value, onChange }: { value: readonly string[]; onChange: (usernames: string[]) => void }) {
  const users = useUsers({ perPage: 0 });
  const known = [...(users.data?.adminUser ? [users.data.adminUser] : []), ...(users.data?.elements ?? [])].filter(
    (u) => u.accountStatus !== 'deleted',
  );
  const options: SelectOption[] = [
    ...known.map((u) => ({ value: u.username, label: userLabel(u) })),
    // A chosen user who is gone stays visible (and removable); the server skips them.
    ...(users.data
      ? value.filter((name) => !known.some((u) => u.username === name)).map((name) => ({ value: name, label: `${name}, ${UNKNOWN_USER}` }))
      : []),
  ];
  const help = users.error
    ? `The users cannot be listed: ${failureMessage(users.error)}`
    : 'Each is sent the email at the address of their account when the notification fires; users without one are skipped.';
  return (
    <FormGroup label="User Recipient(s)" optional help={help}>
      {(control) => (
        <Select
          {...control}
          multi
          options={options}
          value={value}
          placeholder={users.data ? 'Select users...' : 'Loading users...'}
          onChange={onChange}
        />
      )}
    </FormGroup>
  );
}
