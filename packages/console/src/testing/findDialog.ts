import { screen, waitFor, type ByRoleOptions } from '@testing-library/react';

/**
 * Finds an open dialog once it has taken focus. A modal moves focus to its first control one animation
 * frame after it appears; a test that types before then would type into the wrong control whenever the
 * machine is slow (the frame fires mid-typing and takes focus from the field). Use this instead of
 * `findByRole('dialog')` before typing into a dialog.
 */
export async function findDialog(role: 'dialog' | 'alertdialog', options?: ByRoleOptions): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, options);
  await waitFor(() => {
    if (!dialog.contains(dialog.ownerDocument.activeElement)) throw new Error(`The ${role} has not taken focus yet.`);
  });
  return dialog;
}
