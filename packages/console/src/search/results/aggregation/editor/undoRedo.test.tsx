import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SERIES_TYPES, type AggregationConfig, type FieldType } from '@sift/api';
import { SiftThemeProvider } from '@sift/ui';
import { messageCountWidget } from '../../defaultWidgets';
import { historyKey } from '../../editing/useUndoableState';
import { AggregationEditor, UPDATE_WIDGET } from './AggregationEditor';

const FIELDS: FieldType[] = [
  { name: 'timestamp', type: 'date', properties: ['enumerable'], indexNames: [] },
  { name: 'took_ms', type: 'long', properties: ['numeric', 'enumerable'], indexNames: [] },
];
const countConfig = (): AggregationConfig => {
  const widget = messageCountWidget('w');
  if (widget.type !== 'aggregation') throw new Error('expected an aggregation');
  return widget.config;
};

function renderEditor() {
  const onUpdate = vi.fn();
  render(
    <SiftThemeProvider mode="teint">
      <AggregationEditor
        config={countConfig()}
        fields={FIELDS}
        functions={SERIES_TYPES}
        onPreview={vi.fn()}
        onUpdate={onUpdate}
        onCancel={vi.fn()}
      >
        {() => null}
      </AggregationEditor>
    </SiftThemeProvider>,
  );
  const type = () => within(screen.getByRole('region', { name: 'Visualization' })).getByLabelText<HTMLSelectElement>('Type');
  return { onUpdate, type };
}

const press = (key: string, options: { shift?: boolean; meta?: boolean } = {}) =>
  fireEvent.keyDown(document.body, { key, ctrlKey: !options.meta, metaKey: options.meta ?? false, shiftKey: options.shift ?? false });

describe('undo and redo in the aggregation editor', () => {
  it('Ctrl+Z undoes the editor steps one at a time and Ctrl+Shift+Z redoes them', () => {
    const { type, onUpdate } = renderEditor();
    expect(type().value).toBe('bar');
    fireEvent.change(type(), { target: { value: 'line' } });
    fireEvent.change(type(), { target: { value: 'pie' } });
    press('z');
    expect(type().value).toBe('line');
    press('z');
    expect(type().value).toBe('bar');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    press('Z', { shift: true });
    expect(type().value).toBe('line');
    // The widget is updated with the state the steps lead to.
    fireEvent.click(screen.getByRole('button', { name: UPDATE_WIDGET }));
    expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ visualization: 'line' }));
  });

  it('a new step after an undo drops the steps undone; the buttons do what the keys do', () => {
    const { type } = renderEditor();
    fireEvent.change(type(), { target: { value: 'line' } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(type().value).toBe('bar');
    fireEvent.change(type(), { target: { value: 'area' } });
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(type().value).toBe('bar');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(type().value).toBe('area');
  });

  it('adding and removing elements are steps too', () => {
    renderEditor();
    const metrics = () => within(screen.getByRole('region', { name: 'Metrics' })).queryAllByLabelText('Function');
    expect(metrics()).toHaveLength(1);
    fireEvent.click(within(screen.getByRole('list', { name: 'Metrics' })).getAllByRole('button', { name: /Remove/ })[0]!);
    expect(metrics()).toHaveLength(0);
    press('z', { meta: true });
    expect(metrics()).toHaveLength(1);
  });
});

describe('history keys', () => {
  it('reads Ctrl/⌘+Z as undo, with Shift (or Ctrl+Y) as redo, and nothing else', () => {
    const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
      historyKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z')).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('x', { ctrlKey: true })).toBeNull();
  });
});
