import { describe, expect, it } from 'vitest';
import { userAbilities, validateUsername } from './userRules';

describe('user rules', () => {
  it('accepts the user names the server accepts', () => {
    expect(validateUsername('jane.doe@example-1_x')).toBeUndefined();
    expect(validateUsername('jane doe')).toBe('Username may only contain letters, digits and . _ @ -');
  });

  it('lets an administrator change status and delete other accounts, never the own or a read-only one', () => {
    const bob = { username: 'bob', readOnly: false };
    expect(userAbilities(['*'], bob, false)).toEqual({ edit: true, changeRoles: true, changeStatus: true, remove: true });
    expect(userAbilities(['*'], bob, true)).toEqual({ edit: true, changeRoles: true, changeStatus: false, remove: false });
    expect(userAbilities(['*'], { username: 'admin', readOnly: true }, false)).toEqual({
      edit: false,
      changeRoles: false,
      changeStatus: false,
      remove: false,
    });
    // Self-edit rights of a Reader: edit the own profile, nothing else.
    expect(userAbilities(['users:edit:bob'], bob, true)).toEqual({ edit: true, changeRoles: false, changeStatus: false, remove: false });
    expect(userAbilities(['users:edit:bob'], { username: 'cy', readOnly: false }, false).edit).toBe(false);
  });
});
