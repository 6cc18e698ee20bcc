import type { ReactNode } from 'react';
import { ErrorText, FieldLabel, HelpText } from '../Input/Input.styles';
import { Group } from './FormField.styles';
import type { FieldIds } from './useFieldState';

/** Label, control, help and error of one field, wired together for assistive technology. */
export function FieldShell({ ids, label, help, error, children, labelFor = true }: { ids: FieldIds; label: string; help?: ReactNode; error?: string; children: ReactNode; labelFor?: boolean }) {
  return (
    <Group>
      {labelFor ? (
        <FieldLabel id={ids.label} htmlFor={ids.input}>
          {label}
        </FieldLabel>
      ) : (
        <FieldLabel as="div" id={ids.label}>
          {label}
        </FieldLabel>
      )}
      {children}
      {help !== undefined && <HelpText id={ids.help}>{help}</HelpText>}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </Group>
  );
}

