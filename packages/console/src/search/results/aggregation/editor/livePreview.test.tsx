import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERIES_TYPES, type AggregationConfig, type FieldType } from '@sift/api';
import { SiftThemeProvider } from '@sift/ui';
import { messageCountWidget } from '../../defaultWidgets';
import { AggregationEditor, LIVE_PREVIEW_DEBOUNCE_MS } from './AggregationEditor';

const FIELDS: FieldType[] = [
  { name: 'timestamp', type: 'date', properties: ['enumerable'], indexNames: [] },
  { name: 'took_ms', type: 'long', properties: ['numeric', 'enumerable'], indexNames: [] },
];
const countConfig = (): AggregationConfig => {
  const widget = messageCountWidget('w');
  if (widget.type !== 'aggregation') throw new Error('expected an aggregation');
  return widget.config;
};

function renderEditor(livePreview: boolean) {
  const onPreview = vi.fn();
  render(
    <SiftThemeProvider mode="teint">
      <AggregationEditor
        config={countConfig()}
        fields={FIELDS}
        functions={SERIES_TYPES}
        livePreview={livePreview}
        onPreview={onPreview}
        onUpdate={vi.fn()}
        onCancel={vi.fn()}
      >
        {() => null}
      </AggregationEditor>
    </SiftThemeProvider>,
  );
  const visualization = within(screen.getByRole('region', { name: 'Visualization' }));
  return { onPreview, type: visualization.getByLabelText('Type') };
}

beforeEach(() => {
  // No real time passes on the clock: the debounce is measured on fake time alone, however loaded the machine.
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live preview', () => {
  it(`previews a valid change by itself ${LIVE_PREVIEW_DEBOUNCE_MS} ms after the last edit when the search is cheap`, () => {
    const { onPreview, type } = renderEditor(true);
    fireEvent.change(type, { target: { value: 'area' } });
    fireEvent.change(type, { target: { value: 'line' } });
    act(() => {
      vi.advanceTimersByTime(LIVE_PREVIEW_DEBOUNCE_MS - 100);
    });
    expect(onPreview).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onPreview).toHaveBeenCalledTimes(1);
    expect(onPreview).toHaveBeenCalledWith(expect.objectContaining({ visualization: 'line' }));
  });

  it('previews nothing that is invalid', () => {
    const { onPreview } = renderEditor(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Metric count()' }));
    act(() => {
      vi.advanceTimersByTime(LIVE_PREVIEW_DEBOUNCE_MS * 2);
    });
    expect(screen.getByText('Bar Chart requires at least one metric')).toBeInTheDocument();
    expect(onPreview).not.toHaveBeenCalled();
  });

  it('leaves an expensive search to "Update preview"', () => {
    const { onPreview, type } = renderEditor(false);
    fireEvent.change(type, { target: { value: 'line' } });
    act(() => {
      vi.advanceTimersByTime(LIVE_PREVIEW_DEBOUNCE_MS * 2);
    });
    expect(onPreview).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Update preview' }));
    expect(onPreview).toHaveBeenCalledWith(expect.objectContaining({ visualization: 'line' }));
  });
});
