import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';
import { typography } from '../theme/typography';

export interface TabItem {
  /** Stable id, used for `activeId`. */
  id: string;
  /** The tab's label. */
  title: ReactNode;
  /** The panel shown when the tab is active. */
  content: ReactNode;
  /** Not selectable; skipped by the arrow keys. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs in order. */
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  'aria-label': string;
  /** Controlled active tab. */
  activeId?: string;
  /** Initially active tab when uncontrolled; the first enabled one by default. */
  defaultActiveId?: string;
  /** Called when the user picks a tab. */
  onChange?: (id: string) => void;
}

const List = styled.div`
  display: flex;
  gap: 2px;
  border-bottom: 1px solid ${colorVars.border.default};
`;

const Tab = styled.button`
  margin-bottom: -1px;
  padding: 8px 16px;
  border: 1px solid transparent;
  border-radius: 4px 4px 0 0;
  background: none;
  color: ${colorVars.text.link};
  font: inherit;
  font-weight: ${typography.weight.medium};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${colorVars.background.hover};
  }

  &[aria-selected='true'] {
    border-color: ${colorVars.border.default};
    border-bottom-color: ${colorVars.background.surface};
    background: ${colorVars.background.surface};
    color: ${colorVars.text.primary};
  }

  &:disabled {
    color: ${colorVars.text.disabled};
    cursor: not-allowed;
  }
`;

const Panel = styled.div`
  padding: ${spacing(1.5, 0)};
`;

/** Tabs with the WAI-ARIA keyboard pattern: arrows move between tabs, Home and End jump, and focus selects. */
export function Tabs({ tabs, 'aria-label': ariaLabel, activeId: controlled, defaultActiveId, onChange }: TabsProps) {
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [uncontrolled, setUncontrolled] = useState(defaultActiveId ?? enabled[0]?.id);
  const active = controlled ?? uncontrolled;
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setUncontrolled(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === active);
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: enabled.length - 1 };
    const to = targets[event.key];
    if (to === undefined || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(to + enabled.length) % enabled.length]!;
    select(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => select(tab.id)}
          >
            {tab.title}
          </Tab>
        ))}
      </List>
      {tabs
        .filter((tab) => tab.id === active)
        .map((tab) => (
          <Panel key={tab.id} role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`} tabIndex={0}>
            {tab.content}
          </Panel>
        ))}
    </div>
  );
}
