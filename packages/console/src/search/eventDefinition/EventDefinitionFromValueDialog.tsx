import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { generateId } from '@sift/api';
import { Button, ButtonToolbar, Checkbox, colorVars, FormGroup, Modal, RadioGroup, spacing } from '@sift/ui';
import {
  availableStrategies,
  buildSeed,
  continueHref,
  EVENT_DEFINITION_TEXTS,
  groupState,
  PART_GROUPS,
  partTexts,
  storeSeed,
  STRATEGY_LABELS,
  strategyParts,
  toggleGroup,
  type Part,
  type Strategy,
  type ValueSource,
} from './eventDefinitionFromValue';

const Group = styled.fieldset`
  margin: ${spacing(1, 0, 0)};
  padding: 0;
  border: 0;
`;
const Parts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${spacing(0.5)};
  margin: ${spacing(0.5, 0, 0, 3)};
  color: ${colorVars.text.primary};
  word-break: break-word;
`;

const Footer = styled.div`
  margin-top: ${spacing(2)};
`;

export interface EventDefinitionFromValueDialogProps {
  /** What the clicked value says; null keeps the dialog closed. */
  source: ValueSource | null;
  onClose: () => void;
  /** Opens the create page in a new tab (window.open by default). */
  openTab?: (href: string) => void;
  storage?: Pick<Storage, 'setItem'>;
}

const openInNewTab = (href: string) => {
  window.open(href, '_blank', 'noopener');
};

/**
 * "Create event definition" from a value of a chart or a message (3-administration.md §4): a strategy picks the
 * parts of the definition, or the user ticks them; "Continue configuration" stores the seed and opens the wizard.
 */
export function EventDefinitionFromValueDialog({ source, onClose, openTab = openInNewTab, storage }: EventDefinitionFromValueDialogProps) {
  return (
    <Modal open={source !== null} onClose={onClose} title={EVENT_DEFINITION_TEXTS.title}>
      {source && <DialogBody source={source} onClose={onClose} openTab={openTab} storage={storage ?? window.localStorage} />}
    </Modal>
  );
}

function DialogBody({
  source,
  onClose,
  openTab,
  storage,
}: {
  source: ValueSource;
  onClose: () => void;
  openTab: (href: string) => void;
  storage: Pick<Storage, 'setItem'>;
}) {
  const texts = useMemo(() => partTexts(source), [source]);
  const [strategy, setStrategy] = useState<Strategy>('EXACT');
  const [checked, setChecked] = useState<Set<Part>>(() => strategyParts('EXACT', source));
  const strategies = availableStrategies(source);

  const choose = (next: Strategy) => {
    setStrategy(next);
    if (next !== 'CUSTOM') setChecked(strategyParts(next, source));
  };
  const tick = (next: Set<Part>) => {
    setChecked(next);
    setStrategy('CUSTOM');
  };
  const submit = () => {
    const id = storeSeed(storage, buildSeed(source, checked), generateId);
    openTab(continueHref(id));
    onClose();
  };

  return (
    <>
      <FormGroup label={EVENT_DEFINITION_TEXTS.strategy} labelFor="group">
        {(control) => (
          <RadioGroup
            {...control}
            value={strategy}
            onChange={(value) => choose(value as Strategy)}
            options={strategies.map((s) => ({ value: s, label: STRATEGY_LABELS[s].label, description: STRATEGY_LABELS[s].description }))}
          />
        )}
      </FormGroup>
      {PART_GROUPS.map((group) => {
        const present = group.parts.filter((p) => texts[p] !== undefined);
        if (present.length === 0) return null;
        const state = groupState(present, checked);
        return (
          <Group key={group.label} aria-label={group.label}>
            <Checkbox
              label={group.label}
              checked={state === 'checked'}
              indeterminate={state === 'indeterminate'}
              onChange={() => tick(toggleGroup(present, checked))}
            />
            <Parts>
              {present.map((part) => (
                <Checkbox
                  key={part}
                  label={texts[part]}
                  checked={checked.has(part)}
                  onChange={(on) => {
                    const next = new Set(checked);
                    if (on) next.add(part);
                    else next.delete(part);
                    tick(next);
                  }}
                />
              ))}
            </Parts>
          </Group>
        );
      })}
      <Footer>
        <ButtonToolbar>
          <Button variant="primary" onClick={submit}>
            {EVENT_DEFINITION_TEXTS.continue}
          </Button>
          <Button onClick={onClose}>{EVENT_DEFINITION_TEXTS.cancel}</Button>
        </ButtonToolbar>
      </Footer>
    </>
  );
}
