import { useLocation } from 'wouter';
import { useStreams, type Message } from '@sift/api';
import { DropdownMenu, Icon } from '@sift/ui';
import { pathTo } from '../../../routing/routes';
import { hasScreen } from '../../../routing/screens';
import { useCurrentUserContext } from '../../../shell/currentUser';
import { isPermitted } from '../../../shell/permissions';

export const TEST_AGAINST_STREAM = 'Test against stream';

/** The rules editor of a stream with the message loaded into its tester (`message_id`, `index`). */
export function testAgainstStreamLink(message: Pick<Message, 'id' | 'index'>, streamId: string): string {
  const query = new URLSearchParams({ message_id: message.id, index: message.index ?? '' });
  return `${pathTo('STREAMS_EDIT', { streamId })}?${query.toString()}`;
}

export interface TestAgainstStreamMenuProps {
  message: Pick<Message, 'id' | 'index'>;
}

/**
 * "Test against stream": the streams whose rules the user may edit, each opening its rules editor with
 * this message in the tester. Shown for a stored message when there is such a stream; the default
 * stream, which has no rules, is not offered.
 */
export function TestAgainstStreamMenu({ message }: TestAgainstStreamMenuProps) {
  const [, navigate] = useLocation();
  const { permissions } = useCurrentUserContext();
  const streams = useStreams().data ?? [];
  if (!message.index || !hasScreen('STREAMS_EDIT')) return null;
  const items = streams
    .filter((stream) => !stream.isDefault && isPermitted(permissions, [`streams:edit:${stream.id}`]))
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((stream) => ({ label: stream.title, href: testAgainstStreamLink(message, stream.id) }));
  if (items.length === 0) return null;
  return (
    <DropdownMenu
      title={
        <>
          <Icon name="filter" size="sm" />
          {TEST_AGAINST_STREAM}
        </>
      }
      items={items}
      onNavigate={navigate}
    />
  );
}
