import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiftThemeProvider } from '@sift/ui';
import { ConsoleFrame } from '../../../storybook/ConsoleFrame';
import { adminUser } from '../../../storybook/storyData';
import { CREATE_EXTRACTOR, CreateExtractorMenu, createExtractorLink } from './CreateExtractorMenu';

const node = {
  nodeId: 'n-1',
  clusterId: 'c',
  shortNodeId: 'n',
  hostname: 'sift-01',
  isLeader: true,
  transportAddress: '',
  lastSeen: null,
  type: 'server',
} as const;
const message = {
  id: 'm-1',
  index: 'graylog_0',
  fields: { message: 'GET /a status=404', took_ms: 12, source: 'web-02', gl2_source_input: 'in-1', gl2_source_node: 'n-1' },
};

const show = (props: Partial<Parameters<typeof CreateExtractorMenu>[0]> = {}, user = adminUser) =>
  render(
    <SiftThemeProvider mode="teint">
      <ConsoleFrame user={user} path="/search">
        <CreateExtractorMenu message={message} fields={['message', 'source', 'took_ms']} input={{ id: 'in-1' }} node={node} {...props} />
      </ConsoleFrame>
    </SiftThemeProvider>,
  );

describe('Create extractor from a message', () => {
  it('links each text field to the new extractor form with the message as the example', async () => {
    show();
    expect(createExtractorLink(message, 'in-1', 'n-1', 'message')).toBe(
      '/system/inputs/in-1/n-1/extractors/new?extractor_type=regex&field=message&example_index=graylog_0&example_id=m-1',
    );
    await userEvent.click(screen.getByRole('button', { name: CREATE_EXTRACTOR }));
    const menu = await screen.findByRole('menu');
    // A number is no text to extract from.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['message', 'source']);
    expect(within(menu).getByRole('menuitem', { name: 'source' })).toHaveAttribute(
      'href',
      createExtractorLink(message, 'in-1', 'n-1', 'source'),
    );
  });

  it('needs a stored message, its existing input, a node of the cluster and permission to edit the input', () => {
    const { unmount } = show({ node: undefined });
    expect(screen.queryByRole('button', { name: CREATE_EXTRACTOR })).toBeNull();
    unmount();
    const notStored = show({ message: { ...message, index: null } });
    expect(screen.queryByRole('button', { name: CREATE_EXTRACTOR })).toBeNull();
    notStored.unmount();
    // A deleted input has no extractors to add to.
    const noInput = show({ input: undefined });
    expect(screen.queryByRole('button', { name: CREATE_EXTRACTOR })).toBeNull();
    noInput.unmount();
    show({}, { ...adminUser, permissions: ['inputs:read:in-1'] });
    expect(screen.queryByRole('button', { name: CREATE_EXTRACTOR })).toBeNull();
  });
});
