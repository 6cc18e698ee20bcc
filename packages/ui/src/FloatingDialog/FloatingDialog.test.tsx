import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiftThemeProvider } from '../theme/ThemeProvider';
import { clampBounds } from './bounds';
import { FloatingDialog } from './FloatingDialog';

describe('clampBounds', () => {
  it('moves a dialog back inside the viewport', () => {
    expect(clampBounds({ x: 900, y: -20, width: 450, height: 400 }, { width: 1024, height: 768 })).toEqual({
      x: 574,
      y: 0,
      width: 450,
      height: 400,
    });
  });

  it('shrinks a dialog larger than the viewport', () => {
    expect(clampBounds({ x: 10, y: 10, width: 450, height: 400 }, { width: 320, height: 300 })).toEqual({
      x: 0,
      y: 0,
      width: 320,
      height: 300,
    });
  });
});

describe('FloatingDialog', () => {
  const setViewport = (width: number, height: number) => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
  };
  beforeEach(() => {
    vi.useFakeTimers();
    setViewport(1024, 768);
  });
  afterEach(() => vi.useRealTimers());

  const renderDialog = () =>
    render(
      <SiftThemeProvider mode="teint">
        <FloatingDialog open title="Field details" onClose={() => {}} defaultPosition={{ x: 500, y: 300 }}>
          source: web-01
        </FloatingDialog>
      </SiftThemeProvider>,
    );
  const box = () => screen.getByTestId('floating-dialog').style;

  it('is 450 by 400 by default', () => {
    renderDialog();
    expect(box().width).toBe('450px');
    expect(box().height).toBe('400px');
  });

  it('re-checks its bounds 150 ms after the window stops resizing', () => {
    renderDialog();
    setViewport(800, 600);
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => vi.advanceTimersByTime(100));
    // Still resizing: a new event restarts the wait.
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => vi.advanceTimersByTime(149));
    expect(box().left).toBe('500px');
    act(() => vi.advanceTimersByTime(1));
    expect(box().left).toBe('350px');
    expect(box().top).toBe('200px');
  });

  it('moves with the arrow keys and resizes with Shift, never leaving the viewport', () => {
    renderDialog();
    const header = screen.getByRole('banner');
    fireEvent.keyDown(header, { key: 'ArrowLeft' });
    expect(box().left).toBe('490px');
    fireEvent.keyDown(header, { key: 'ArrowDown', shiftKey: true });
    expect(box().height).toBe('410px');
    for (let i = 0; i < 20; i += 1) fireEvent.keyDown(header, { key: 'ArrowDown' });
    expect(box().top).toBe('358px');
  });
});
