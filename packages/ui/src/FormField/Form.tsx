import type { FormApi, SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form as FinalForm } from 'react-final-form';
import styled from 'styled-components';

export interface FormProps<V extends object> {
  /**
   * Called with the values once every field passes its rules; may return a promise (the form counts as
   * submitting until it settles). Errors it answers by field name (`{ name: 'Already in use' }`, nested
   * for nested names) show at their fields until the value changes.
   */
  onSubmit: (values: V, form: FormApi<V>) => SubmissionErrors | void | Promise<SubmissionErrors | void>;
  /** Values the fields start with. */
  initialValues?: Partial<V>;
  /** Accessible name of the form (it gets the `form` role). */
  'aria-label': string;
  /** The fields and buttons. */
  children: ReactNode;
}

const StyledForm = styled.form`
  display: grid;
  gap: 4px;
`;

/**
 * A react-final-form form for `FormField`, `NumberField` and `ListField`. The browser's own validation
 * bubbles are off, so the fields' messages are the ones the user sees.
 */
export function Form<V extends object>({ onSubmit, initialValues, children, ...aria }: FormProps<V>) {
  return (
    <FinalForm<V>
      onSubmit={(values, form) => onSubmit(values, form)}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit }) => (
        <StyledForm aria-label={aria['aria-label']} noValidate onSubmit={handleSubmit}>
          {children}
        </StyledForm>
      )}
    />
  );
}
