import { useState } from 'react';
import styled from 'styled-components';
import type { FieldType, HighlightingRule, View } from '@sift/api';
import { Button, colorVars, ConfirmDialog, IconButton } from '@sift/ui';
import { queryState, withQueryState } from '../../results/viewState';
import { HighlightingRuleModal } from '../highlighting/HighlightingRuleModal';
import { CONDITION_LABELS, HIGHLIGHTING_GRADIENTS } from '../highlighting/highlightingRules';

/** The confirmation before a rule is removed (2-search-and-dashboards.md §8). */
export const REMOVE_HIGHLIGHTING_CONFIRM = 'Do you really want to remove this highlighting?';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 8px 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  li > span:nth-child(2) {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
const Swatch = styled.span`
  flex: none;
  width: 16px;
  height: 16px;
  border: 1px solid ${colorVars.border.default};
`;
const Muted = styled.p`
  color: ${colorVars.text.secondary};
`;

export interface HighlightingSectionProps {
  view: View;
  queryId: string;
  onViewChange: (next: View) => void;
  fieldTypes: readonly FieldType[];
}

function swatch(rule: HighlightingRule): string {
  if (rule.color.type === 'static') return rule.color.color;
  const interpolate = HIGHLIGHTING_GRADIENTS[rule.color.gradient];
  return interpolate ? `linear-gradient(90deg, ${interpolate(0)}, ${interpolate(1)})` : 'transparent';
}

export function ruleSummary(rule: HighlightingRule): string {
  return `${rule.field} ${CONDITION_LABELS[rule.condition]} ${String(rule.value)}`;
}

/** Highlighting rules of the query: list, create, edit, remove after confirmation. */
export function HighlightingSection({ view, queryId, onViewChange, fieldTypes }: HighlightingSectionProps) {
  const rules = queryState(view, queryId).highlighting ?? [];
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const save = (next: readonly HighlightingRule[]) =>
    onViewChange(withQueryState(view, queryId, (state) => ({ ...state, highlighting: [...next] })));
  return (
    <div>
      <Button icon="plus" size="small" onClick={() => setEditing({ index: null })}>
        Create
      </Button>
      {rules.length === 0 && <Muted>No highlighting rules.</Muted>}
      <List aria-label="Highlighting rules">
        {rules.map((rule, index) => (
          <li key={`${rule.field}-${index}`}>
            <Swatch style={{ background: swatch(rule) }} />
            <span>{ruleSummary(rule)}</span>
            <IconButton name="edit" title={`Edit ${ruleSummary(rule)}`} onClick={() => setEditing({ index })} />
            <IconButton name="trash" title={`Remove ${ruleSummary(rule)}`} onClick={() => setRemoving(index)} />
          </li>
        ))}
      </List>
      {editing && (
        <HighlightingRuleModal
          rule={editing.index === null ? null : (rules[editing.index] ?? null)}
          fieldTypes={fieldTypes}
          onClose={() => setEditing(null)}
          onSave={(rule) => {
            save(editing.index === null ? [...rules, rule] : rules.map((r, i) => (i === editing.index ? rule : r)));
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove highlighting"
        confirmText="Remove"
        confirmVariant="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          save(rules.filter((_, i) => i !== removing));
          setRemoving(null);
        }}
      >
        {REMOVE_HIGHLIGHTING_CONFIRM}
      </ConfirmDialog>
    </div>
  );
}
