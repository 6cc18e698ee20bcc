import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminUser, readerUser } from '../storybook/storyData';
import { messageCountWidget, messagesWidget } from '../search/results';
import { addWidget } from '../search/results/viewState';
import { SearchStoryFrame } from '../search/storybook/SearchStoryFrame';
import { addPage, changeDashboard, newDashboardModel, renamePage, type DashboardModel } from './dashboardModel';
import { serializeDashboardUrl } from './dashboardUrl';
import { DashboardView } from './DashboardView';
import { FullScreenDashboard } from './FullScreenDashboard';
import { DEFAULT_FULL_SCREEN_SETTINGS } from './fullScreen';

/** A saved dashboard "Operations": an overview page with a message total beside a message table, and an empty page. */
function storyDashboard(saved: boolean): DashboardModel {
  const start = newDashboardModel('p1');
  const count = messageCountWidget('w1');
  // A single number: the in-memory server answers every pivot with one total, which a time axis cannot place.
  const total =
    count.type === 'aggregation' ? { ...count, config: { ...count.config, rowPivots: [], visualization: 'numeric' as const } } : count;
  let view = addWidget(start.view, 'p1', total, 'Messages', { col: 1, row: 1, height: 4, width: 6 });
  view = addWidget(view, 'p1', messagesWidget('w2'), 'Latest messages', { col: 7, row: 1, height: 4, width: 6 });
  const withWidgets = renamePage(changeDashboard(start, view), 'p1', 'Overview');
  const model = renamePage(addPage(withWidgets, 'p2').model, 'p2', 'Errors');
  if (!saved) return model;
  return { ...model, view: { ...model.view, id: '6650d0000000000000000001', title: 'Operations', owner: 'admin' } };
}

/** Other dashboards the in-memory server keeps, for "Copy to Dashboard". */
const otherDashboard = (id: string, title: string, summary: string) => ({
  id,
  type: 'DASHBOARD',
  title,
  summary,
  description: '',
  search_id: `s-${id}`,
  properties: [],
  requires: {},
  owner: 'admin',
  state: {},
});
const STORED_DASHBOARDS = {
  '6650d0000000000000000002': otherDashboard('6650d0000000000000000002', 'Web traffic', 'Requests and errors'),
  '6650d0000000000000000003': otherDashboard('6650d0000000000000000003', 'Firewall', 'Blocked connections'),
};

interface DashboardStoryArgs {
  admin: boolean;
  saved: boolean;
}

const SERVER = { views: STORED_DASHBOARDS };

function DashboardStory({ admin, saved }: DashboardStoryArgs) {
  const [initial] = useState(() => (saved ? storyDashboard(true) : newDashboardModel('p1')));
  const [url, setUrl] = useState('');
  return (
    <SearchStoryFrame user={admin ? adminUser : readerUser} path="/dashboards/6650d0000000000000000001" server={SERVER}>
      <DashboardView
        initial={initial}
        url={{ page: null, editing: null, focused: null }}
        writeUrl={(state) => setUrl(serializeDashboardUrl(state))}
        editable={admin}
        onSaved={() => undefined}
      />
      <output aria-label="Address">{`?${url}`}</output>
    </SearchStoryFrame>
  );
}

const meta = {
  title: 'Console/Dashboards/DashboardView',
  component: DashboardStory,
  args: { admin: true, saved: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const settled = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).queryByText('Updating search results...')).not.toBeInTheDocument());

/** A saved dashboard with two pages; choosing a page writes it to the address. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Operations' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('group', { name: 'Messages' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Apply filter to all widgets' })).toHaveAttribute(
      'placeholder',
      'Apply filter to all widgets',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Errors' }));
    await expect(canvas.getByLabelText('Address')).toHaveTextContent('?page=p2');
    await expect(canvas.getByText('This dashboard page has no widgets yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await settled(canvasElement);
    // The screenshot shows the page at rest, without a focus ring on the tab.
    canvas.getByRole('tab', { name: 'Overview' }).blur();
  },
};

/** A new dashboard: one empty page and the placeholder; sharing waits for the first save. */
export const NewDashboard: Story = {
  args: { saved: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unsaved dashboard' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Page#1' })).toBeVisible();
    await expect(canvas.getByText('This dashboard page has no widgets yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeDisabled();
  },
};

/** A Reader reads the dashboard: no widget, page or save controls. */
export const ReadOnly: Story = {
  args: { admin: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add widget' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Page actions' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Saved dashboard' })).toBeDisabled();
  },
};

/** "Editing dashboard page title" refuses a title longer than 40 characters. */
export const PageTitleTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit title' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Editing dashboard page title' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Errors of every shop node, payment gateway');
    await expect(dialog.getByText('Enter a helpful dashboard page title. It has a maximum length of 40 characters.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update title' })).toBeDisabled();
  },
};

/** "Configuring Full Screen" with its defaults: refresh every 10 s, next page every 30 s, every page. */
export const ConfiguringFullScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Configuring Full Screen' }));
    await expect(dialog.getByRole('spinbutton', { name: 'Refresh Interval (seconds)' })).toHaveValue(10);
    await expect(dialog.getByRole('spinbutton', { name: 'Tab cycle interval (seconds)' })).toHaveValue(30);
    await expect(dialog.getByRole('checkbox', { name: 'Overview' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Errors' })).toBeChecked();
  },
};

/** "Update Dashboard Pages Configuration": each page with its drag handle and remove button. */
export const PagesConfiguration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Configure pages' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Update Dashboard Pages Configuration' }));
    await expect(dialog.getByRole('button', { name: 'Move Overview' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove Errors' })).toBeVisible();
  },
};

/** "Choose Target Page" from a widget's "Move to page": the other pages only; Move waits for a choice. */
export const ChooseTargetPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions of Messages' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Move to page' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Choose Target Page' }));
    await expect(dialog.queryByRole('radio', { name: 'Overview' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Move' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Errors' }));
    await expect(dialog.getByRole('button', { name: 'Move' })).toBeEnabled();
  },
};

/** "Copy to Dashboard": the other dashboards by title with their summaries. */
export const CopyToDashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions of Messages' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Copy to Dashboard' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Copy to Dashboard' }));
    const choices = await dialog.findAllByRole('radio');
    await expect(choices.map((choice) => choice.getAttribute('aria-describedby') !== null)).toEqual([true, true]);
    await expect(dialog.getByRole('radio', { name: 'Firewall' })).toBe(choices[0]);
    await expect(dialog.queryByRole('radio', { name: 'Operations' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeDisabled();
  },
};

function FullScreenStory() {
  const [model] = useState(() => storyDashboard(true));
  return (
    <SearchStoryFrame user={adminUser} path="/dashboards/tv/6650d0000000000000000001">
      <FullScreenDashboard model={model} settings={DEFAULT_FULL_SCREEN_SETTINGS} />
    </SearchStoryFrame>
  );
}

/** The wall screen: the dashboard and its shown page in large type, no page frame, no edit controls. */
export const FullScreen: Story = {
  render: () => <FullScreenStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Operations' })).toBeVisible();
    await expect(canvas.getByLabelText('Shown page')).toHaveTextContent('Overview');
    await expect(canvas.queryByRole('button', { name: 'Add widget' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Latest messages' })).toHaveTextContent('web-1'));
  },
};
