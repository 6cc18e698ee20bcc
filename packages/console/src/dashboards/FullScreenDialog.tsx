import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonToolbar, Checkbox, FormGroup, Modal, NumberInput } from '@sift/ui';
import {
  FULL_SCREEN_DEFAULT_INTERVAL_SECONDS,
  FULL_SCREEN_DEFAULT_REFRESH_SECONDS,
  isValidSeconds,
  type FullScreenSettings,
} from './fullScreen';

const Tabs = styled.fieldset`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const FULL_SCREEN_TITLE = 'Configuring Full Screen';
export const SECONDS_HELP = 'Whole seconds, at least 1.';

export interface FullScreenDialogProps {
  /** The dashboard's pages, by title, in order. */
  pages: readonly string[];
  onStart: (settings: FullScreenSettings) => void;
  onCancel: () => void;
}

/** "Configuring Full Screen": refresh interval (10 s), tab cycle interval (30 s), both at least 1, and which pages rotate. */
export function FullScreenDialog({ pages, onStart, onCancel }: FullScreenDialogProps) {
  const [refresh, setRefresh] = useState(String(FULL_SCREEN_DEFAULT_REFRESH_SECONDS));
  const [interval, setCycle] = useState(String(FULL_SCREEN_DEFAULT_INTERVAL_SECONDS));
  const [tabs, setTabs] = useState<number[]>(() => pages.map((_, index) => index));
  const refreshValid = isValidSeconds(refresh);
  const intervalValid = isValidSeconds(interval);
  const valid = refreshValid && intervalValid && tabs.length > 0;
  const toggle = (index: number, checked: boolean) =>
    setTabs((current) => (checked ? [...current, index].sort((a, b) => a - b) : current.filter((tab) => tab !== index)));
  return (
    <Modal
      open
      onClose={onCancel}
      title={FULL_SCREEN_TITLE}
      footer={
        <ButtonToolbar>
          <Button onClick={onCancel}>Cancel</Button>
          <Button
            variant="primary"
            disabled={!valid}
            onClick={() => onStart({ refreshInterval: Number(refresh), queryCycleInterval: Number(interval), queryTabs: tabs })}
          >
            Start full screen view
          </Button>
        </ButtonToolbar>
      }
    >
      <FormGroup label="Refresh Interval (seconds)" error={refreshValid ? undefined : SECONDS_HELP}>
        {(control) => (
          <NumberInput
            {...control}
            required
            min={1}
            step={1}
            value={refresh}
            invalid={!refreshValid}
            onChange={(e) => setRefresh(e.target.value)}
          />
        )}
      </FormGroup>
      <FormGroup label="Tab cycle interval (seconds)" error={intervalValid ? undefined : SECONDS_HELP}>
        {(control) => (
          <NumberInput
            {...control}
            required
            min={1}
            step={1}
            value={interval}
            invalid={!intervalValid}
            onChange={(e) => setCycle(e.target.value)}
          />
        )}
      </FormGroup>
      <Tabs>
        <legend>Tabs</legend>
        {pages.map((title, index) => (
          // Pages are chosen by position: two pages may share a title.
          <Checkbox key={index} label={title} checked={tabs.includes(index)} onChange={(checked) => toggle(index, checked)} />
        ))}
      </Tabs>
    </Modal>
  );
}
