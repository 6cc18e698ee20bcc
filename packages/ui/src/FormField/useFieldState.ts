import { useId } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { validateField, visibleError, type FieldRules } from './fieldRules';

export interface FieldIds {
  input: string;
  label: string;
  help: string;
  error: string;
}

/**
 * Binds a field to the surrounding react-final-form form with the shared rules, and works out what
 * the user sees: the error only once touched, and ids tying label, help and error to the control.
 */
export function useFieldState<V>(name: string, rules: FieldRules, config: Omit<UseFieldConfig, 'validate'> = {}, id?: string) {
  const generated = useId();
  const base = id ?? `field-${name}-${generated}`;
  const field = useField<V>(name, { ...config, validate: (value: unknown) => validateField(value, rules) });
  const error = visibleError(field.meta);
  const ids: FieldIds = { input: base, label: `${base}-label`, help: `${base}-help`, error: `${base}-error` };
  return { input: field.input, error, ids };
}

/** The aria-describedby of a control: its help text and, once shown, its error. */
export function describedBy(ids: FieldIds, hasHelp: boolean, error: string | undefined): string | undefined {
  const parts = [hasHelp ? ids.help : undefined, error ? ids.error : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
