import { describe, expect, it, vi } from 'vitest';
import { activeStepIndex, navigationState } from './wizardRules';

const steps = [
  { key: 'a', title: 'A' },
  { key: 'b', title: 'B' },
  { key: 'c', title: 'C' },
];

describe('wizard navigation', () => {
  it('disables Previous on the first step and Next on the last', () => {
    expect(navigationState(steps, 0)).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(navigationState(steps, 1)).toEqual({ previousDisabled: false, nextDisabled: false });
    expect(navigationState(steps, 2)).toEqual({ previousDisabled: false, nextDisabled: true });
  });
  it('disables either button when the neighbouring step is disabled', () => {
    const withDisabled = [steps[0]!, { ...steps[1]!, disabled: true }, steps[2]!];
    expect(navigationState(withDisabled, 0).nextDisabled).toBe(true);
    expect(navigationState(withDisabled, 2).previousDisabled).toBe(true);
  });
  it('warns about an active step that is not a step and shows the first', () => {
    const warn = vi.fn();
    expect(activeStepIndex(steps, 'zzz', warn)).toBe(0);
    expect(warn).toHaveBeenCalledWith('Wizard: the active step "zzz" is not one of the steps (a, b, c).');
    expect(activeStepIndex(steps, 'c', warn)).toBe(2);
    expect(activeStepIndex(steps, undefined, warn)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
