import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';
import { typography } from '../theme/typography';
import { activeStepIndex, navigationState, type WizardStep } from './wizardRules';

export interface WizardStepWithContent extends WizardStep {
  /** The step's form or content. */
  component: ReactNode;
}

export interface WizardProps {
  /** The steps in order: key, title, disabled and the content. */
  steps: readonly WizardStepWithContent[];
  /** The active step's key (controlled); the first step when omitted. An unknown key logs a warning and shows the first step. */
  activeStep?: string;
  /** Called with the key of the step the user moved to. */
  onStepChange?: (key: string) => void;
  /** Hides the Previous and Next buttons (step titles still navigate). */
  hidePreviousNextButtons?: boolean;
  /** Accessible name of the step navigation. */
  'aria-label'?: string;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 220px) 1fr;
  gap: ${spacing(2)};
`;

const Steps = styled.ol`
  display: grid;
  align-content: start;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepButton = styled.button`
  width: 100%;
  padding: ${spacing(1, 1.5)};
  border: 0;
  border-left: 4px solid transparent;
  border-radius: 0 4px 4px 0;
  background: none;
  color: ${colorVars.text.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${colorVars.background.hover};
  }
  &[aria-current='step'] {
    border-left-color: ${colorVars.primary.main};
    background: ${colorVars.background.selected};
    font-weight: ${typography.weight.bold};
  }
  &:disabled {
    color: ${colorVars.text.disabled};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
  }
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${spacing(2)};
`;

const Navigation = styled.div`
  display: flex;
  gap: ${spacing(1)};
`;

/** A multi-step form: steps are chosen by their titles or with Previous and Next. */
export function Wizard({
  steps,
  activeStep,
  onStepChange,
  hidePreviousNextButtons = false,
  'aria-label': ariaLabel = 'Steps',
}: WizardProps) {
  const [uncontrolled, setUncontrolled] = useState(steps[0]?.key);
  const activeKey = activeStep ?? uncontrolled;
  const index = activeStepIndex(steps, activeKey);
  const { previousDisabled, nextDisabled } = navigationState(steps, index);
  const go = (key: string | undefined) => {
    if (key === undefined) return;
    setUncontrolled(key);
    onStepChange?.(key);
  };
  const current = steps[index];
  return (
    <Root>
      <nav aria-label={ariaLabel}>
        <Steps>
          {steps.map((step, i) => (
            <li key={step.key}>
              <StepButton
                type="button"
                aria-current={i === index ? 'step' : undefined}
                disabled={step.disabled}
                onClick={() => go(step.key)}
              >
                {step.title}
              </StepButton>
            </li>
          ))}
        </Steps>
      </nav>
      <Body>
        <section aria-label={current?.title}>{current?.component}</section>
        {!hidePreviousNextButtons && (
          <Navigation>
            <Button size="small" disabled={previousDisabled} onClick={() => go(steps[index - 1]?.key)}>
              Previous
            </Button>
            <Button size="small" disabled={nextDisabled} onClick={() => go(steps[index + 1]?.key)}>
              Next
            </Button>
          </Navigation>
        )}
      </Body>
    </Root>
  );
}
