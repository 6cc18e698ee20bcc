import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetFrame } from './WidgetFrame';
import { WIDGET_RENDER_ERROR_TITLE } from './widgetErrorTexts';

function Exploding(): never {
  throw new Error("Cannot read properties of undefined (reading 'rows')");
}

const noop = () => undefined;

function frame(title: string, body: ReactNode) {
  return (
    <WidgetFrame
      title={title}
      editable={false}
      focused={false}
      fullWidth={false}
      draggable={false}
      onFocusChange={noop}
      onStretchToggle={noop}
      onDuplicate={noop}
      onRemove={noop}
      onRename={noop}
    >
      {body}
    </WidgetFrame>
  );
}

describe('WidgetFrame render errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the rendering error panel when the widget throws, keeping the frame and its siblings', () => {
    vi.spyOn(console, 'error').mockImplementation(noop); // React reports the caught error.
    render(
      <>
        {frame('Broken', <Exploding />)}
        {frame('Fine', <p>still here</p>)}
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(WIDGET_RENDER_ERROR_TITLE);
    expect(WIDGET_RENDER_ERROR_TITLE).toBe('While rendering this widget, the following error occurred:');
    expect(within(alert).getByText("Cannot read properties of undefined (reading 'rows')")).toBeInTheDocument();
    expect(screen.getByText('Broken')).toBeInTheDocument();
    expect(screen.getByText('still here')).toBeInTheDocument();
  });
});
