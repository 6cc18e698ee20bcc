import { useId } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { validateField, visibleError, type FieldRules } from './fieldRules';
import { formGroupIds } from './FormGroup';

export type FieldIds = ReturnType<typeof formGroupIds>;

/**
 * Binds a field to the surrounding react-final-form form with the shared rules, and works out what
 * the user sees: the error only once touched, and ids tying label, help and error to the control.
 */
export function useFieldState<V>(name: string, rules: FieldRules, config: Omit<UseFieldConfig, 'validate'> = {}, id?: string) {
  const generated = useId();
  const base = id ?? `field-${name}-${generated}`;
  const field = useField<V>(name, { ...config, validate: (value: unknown) => validateField(value, rules) });
  const error = visibleError(field.meta);
  const ids: FieldIds = formGroupIds(base);
  return { input: field.input, error, ids };
}
