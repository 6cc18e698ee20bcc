import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@sift/api';
import { SiftThemeProvider } from '@sift/ui';
import { storyStreams } from '../../../pages/streams/streamStoryData';
import { ConsoleFrame } from '../../../storybook/ConsoleFrame';
import { adminUser } from '../../../storybook/storyData';
import { TEST_AGAINST_STREAM, TestAgainstStreamMenu, testAgainstStreamLink } from './TestAgainstStreamMenu';

const message = { id: 'm-1', index: 'graylog_0' };

const show = (user: User = adminUser, shown: { id: string; index: string | null } = message) =>
  render(
    <SiftThemeProvider mode="teint">
      <ConsoleFrame user={user} path="/search" data={[[['streams', 'all'], storyStreams]]}>
        <TestAgainstStreamMenu message={shown} />
      </ConsoleFrame>
    </SiftThemeProvider>,
  );

describe('Test against stream', () => {
  it('lists the streams whose rules the user may edit, without the default stream, each opening its rules tester on the message', async () => {
    show();
    expect(testAgainstStreamLink(message, 's-1')).toBe('/streams/s-1/edit?message_id=m-1&index=graylog_0');
    await userEvent.click(await screen.findByRole('button', { name: TEST_AGAINST_STREAM }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Failed logins', 'Web servers']);
    expect(within(menu).getByRole('menuitem', { name: 'Web servers' })).toHaveAttribute(
      'href',
      '/streams/6650b0c1d2e3f4a5b6c7d8e9/edit?message_id=m-1&index=graylog_0',
    );
  });

  it('offers only the streams the user may edit, and nothing for a message that is not stored or a user who may edit none', async () => {
    const editor = { ...adminUser, permissions: ['streams:read', 'streams:edit:6650b0c1d2e3f4a5b6c7d8ea'] };
    const first = show(editor);
    await userEvent.click(await screen.findByRole('button', { name: TEST_AGAINST_STREAM }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Failed logins']);
    first.unmount();

    const notStored = show(adminUser, { id: 'm-2', index: null });
    expect(screen.queryByRole('button', { name: TEST_AGAINST_STREAM })).toBeNull();
    notStored.unmount();

    show({ ...adminUser, permissions: ['streams:read'] });
    expect(screen.queryByRole('button', { name: TEST_AGAINST_STREAM })).toBeNull();
  });
});
