import { fireEvent, render, screen } from '@testing-library/react';
import { Form as FinalForm } from 'react-final-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from './Form';
import { FormField } from './FormField';
import type { FieldType } from './fieldRules';

function renderInForm(type: string) {
  return render(<FinalForm onSubmit={() => undefined} render={() => <FormField name="x" label="X" type={type as FieldType} />} />);
}

afterEach(() => vi.restoreAllMocks());

describe('FormField', () => {
  it('throws a clear error for an unsupported input type', () => {
    // React logs the thrown error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderInForm('date')).toThrow('Unsupported input type "date"');
  });

  it('associates the label with its control and shows the error only after blur', () => {
    render(<FinalForm onSubmit={() => undefined} render={() => <FormField name="title" label="Title" required />} />);
    const input = screen.getByLabelText('Title');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByText('Field is required')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('Field is required').id).toBe(input.getAttribute('aria-describedby'));
  });
});

describe('Form', () => {
  it('submits the values only once every field passes, showing the errors after a failed attempt', () => {
    const onSubmit = vi.fn();
    render(
      <Form aria-label="Sign in" onSubmit={onSubmit}>
        <FormField name="username" label="Username" required />
        <button type="submit">Sign in</button>
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Field is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'admin' }, expect.anything());
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveProperty('noValidate', true);
  });

  it('shows the errors the submit handler answers at their fields, until the value changes', async () => {
    render(
      <Form<{ name: string }> aria-label="Create table" onSubmit={() => ({ name: 'The lookup table name is already in use.' })}>
        <FormField name="name" label="Name" required />
        <button type="submit">Create</button>
      </Form>,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'countries' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The lookup table name is already in use.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'countries-2' } });
    expect(screen.queryByText('The lookup table name is already in use.')).toBeNull();
  });
});
