import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormField } from './FormField';
import type { FieldType } from './fieldRules';

function renderInForm(type: string) {
  return render(<Form onSubmit={() => undefined} render={() => <FormField name="x" label="X" type={type as FieldType} />} />);
}

afterEach(() => vi.restoreAllMocks());

describe('FormField', () => {
  it('throws a clear error for an unsupported input type', () => {
    // React logs the thrown error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderInForm('date')).toThrow('Unsupported input type "date"');
  });

  it('associates the label with its control and shows the error only after blur', () => {
    render(<Form onSubmit={() => undefined} render={() => <FormField name="title" label="Title" required />} />);
    const input = screen.getByLabelText('Title');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByText('Field is required')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('Field is required').id).toBe(input.getAttribute('aria-describedby'));
  });
});
