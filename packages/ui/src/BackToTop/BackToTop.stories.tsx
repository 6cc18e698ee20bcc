import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from './BackToTop';

function ScrollingBox() {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setBox} data-testid="scroller" style={{ height: 300, overflow: 'auto' }}>
      {Array.from({ length: 60 }, (_, i) => (
        <p key={i}>Message {i + 1}: GET /api/search 200 12 ms</p>
      ))}
      <BackToTop container={box} />
    </div>
  );
}

const meta = {
  title: 'Components/BackToTop',
  component: BackToTop,
  render: () => <ScrollingBox />,
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top, shown after scrolling, and the button brings the list back to the top. Keyboard only. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scroller.scrollTop = 600;
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
    scroller.scrollTop = 600;
    await canvas.findByRole('button', { name: 'Back to top' });
  },
};
