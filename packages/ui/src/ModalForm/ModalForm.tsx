import { createContext, useCallback, useContext, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Body, Footer } from '../Modal/Modal.styles';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';
import { typography } from '../theme/typography';

export interface ModalFormProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** The heading, e.g. "Create stream". */
  title: ReactNode;
  /** Called with the form element once the browser's validity check passes. */
  onSubmit: (form: HTMLFormElement) => void;
  /** Called by Cancel, the close button and Escape. */
  onCancel: () => void;
  /** Label of the submit button. */
  submitText?: string;
  /** Label of the cancel button. */
  cancelText?: string;
  /** Work in progress: the submit button shows a spinner and ignores clicks. */
  submitting?: boolean;
  /** `static` (default): backdrop clicks do nothing, so a half-filled form is never lost by a stray click. */
  backdrop?: 'static' | 'dismiss';
  /** Check fields while the user types; each field's error shows only once it has been touched. */
  validateOnChange?: boolean;
  /** The fields. Show errors next to them with `<ModalForm.FieldError name="..." />`. */
  children: ReactNode;
}

type Errors = Record<string, string>;
const ErrorsContext = createContext<Errors>({});

const ErrorText = styled.p`
  margin: ${spacing(0.5, 0, 0)};
  color: ${colorVars.danger.text};
  font-size: ${typography.size.small};
`;

/** The validation message of the named field, once it has been touched (or a submit was attempted). */
function FieldError({ name }: { name: string }) {
  const message = useContext(ErrorsContext)[name];
  if (!message) return null;
  return <ErrorText id={`${name}-error`}>{message}</ErrorText>;
}

function fieldsOf(form: HTMLFormElement): HTMLInputElement[] {
  return Array.from(form.elements).filter((el): el is HTMLInputElement => 'validity' in el && Boolean((el as HTMLInputElement).name));
}

function collectErrors(form: HTMLFormElement, touched: ReadonlySet<string>): Errors {
  const errors: Errors = {};
  for (const field of fieldsOf(form)) {
    const invalid = touched.has(field.name) && !field.validity.valid;
    if (invalid) errors[field.name] = field.validationMessage;
    if (invalid) {
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', `${field.name}-error`);
    } else {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
    }
  }
  return errors;
}

/**
 * A form in a modal. Submission is blocked while the browser's validity check fails (required,
 * minLength, pattern, type...). With `validateOnChange`, a field shows its error only once touched.
 */
export function ModalForm({
  open,
  title,
  onSubmit,
  onCancel,
  submitText = 'Submit',
  cancelText = 'Cancel',
  submitting = false,
  backdrop = 'static',
  validateOnChange = false,
  children,
}: ModalFormProps) {
  const touched = useRef(new Set<string>());
  const [errors, setErrors] = useState<Errors>({});

  const onFieldEvent = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!validateOnChange) return;
      const target = event.target as HTMLInputElement;
      if (target.name) touched.current.add(target.name);
      setErrors(collectErrors(event.currentTarget, touched.current));
    },
    [validateOnChange],
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      fieldsOf(form).forEach((field) => touched.current.add(field.name));
      setErrors(collectErrors(form, touched.current));
      form.reportValidity();
      return;
    }
    onSubmit(form);
  };

  const close = () => {
    touched.current = new Set();
    setErrors({});
    onCancel();
  };

  return (
    <Modal open={open} onClose={close} title={title} backdrop={backdrop} bare>
      <form
        noValidate
        onSubmit={handleSubmit}
        onInput={onFieldEvent}
        onBlur={onFieldEvent}
        aria-label={typeof title === 'string' ? title : undefined}
      >
        <ErrorsContext.Provider value={errors}>
          <Body>{children}</Body>
        </ErrorsContext.Provider>
        <Footer>
          <Button onClick={close}>{cancelText}</Button>
          <Button type="submit" variant="primary" loading={submitting}>
            {submitText}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}

ModalForm.FieldError = FieldError;
