/** A wizard step (1-shell.md §3): key, title, disabled, component. */
export interface WizardStep {
  key: string;
  title: string;
  disabled?: boolean;
}

/**
 * Previous is disabled on the first step, Next on the last, and either one when the step it leads
 * to is disabled (1-shell.md §4).
 */
export function navigationState(steps: readonly WizardStep[], activeIndex: number): { previousDisabled: boolean; nextDisabled: boolean } {
  const previous = steps[activeIndex - 1];
  const next = steps[activeIndex + 1];
  return {
    previousDisabled: !previous || previous.disabled === true,
    nextDisabled: !next || next.disabled === true,
  };
}

/** The active step's index; an unknown key falls back to the first step, with a warning (1-shell.md §5). */
export function activeStepIndex(
  steps: readonly WizardStep[],
  activeKey: string | undefined,
  warn: (message: string) => void = console.warn,
): number {
  if (activeKey === undefined) return 0;
  const index = steps.findIndex((step) => step.key === activeKey);
  if (index >= 0) return index;
  warn(`Wizard: the active step "${activeKey}" is not one of the steps (${steps.map((step) => step.key).join(', ')}).`);
  return 0;
}
