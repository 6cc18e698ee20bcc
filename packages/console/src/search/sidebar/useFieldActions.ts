import { useMemo } from 'react';
import type { FieldType, View } from '@sift/api';
import { addWidget, queryState, withQueryState } from '../results/viewState';
import {
  addToQueryFragment,
  excludeFromQueryFragment,
  isNumericField,
  statisticsTitle,
  statisticsWidget,
  topValuesTitle,
  topValuesWidget,
  withoutTableField,
  withTableField,
} from './fieldActions';

export interface FieldActionHandlers {
  /** Adds the field to every message table of the query. */
  addToTable: (field: string) => void;
  /** Removes the field from every message table of the query. */
  removeFromTable: (field: string) => void;
  addToQuery: (field: string, value?: unknown) => void;
  excludeFromQuery: (field: string, value?: unknown) => void;
  /** A new aggregation widget with the field's top values. */
  showTopValues: (field: string) => void;
  /** A new aggregation widget with the field's statistics. */
  showStatistics: (field: string, type: FieldType | undefined) => void;
}

export interface FieldActionsInput {
  view: View;
  queryId: string;
  onViewChange: (next: View) => void;
  onQueryAppend: (fragment: string) => void;
}

/** What the field and value actions do to the view and the query. */
export function useFieldActions({ view, queryId, onViewChange, onQueryAppend }: FieldActionsInput): FieldActionHandlers {
  return useMemo(
    () => ({
      addToTable: (field) =>
        onViewChange(withQueryState(view, queryId, (state) => ({ ...state, widgets: state.widgets.map((w) => withTableField(w, field)) }))),
      removeFromTable: (field) =>
        onViewChange(
          withQueryState(view, queryId, (state) => ({ ...state, widgets: state.widgets.map((w) => withoutTableField(w, field)) })),
        ),
      addToQuery: (field, value) => onQueryAppend(addToQueryFragment(field, value)),
      excludeFromQuery: (field, value) => onQueryAppend(excludeFromQueryFragment(field, value)),
      showTopValues: (field) => onViewChange(addWidget(view, queryId, topValuesWidget(field), topValuesTitle(field))),
      showStatistics: (field, type) =>
        onViewChange(addWidget(view, queryId, statisticsWidget(field, isNumericField(type)), statisticsTitle(field))),
    }),
    [view, queryId, onViewChange, onQueryAppend],
  );
}

/** Fields shown by any message table of the query. */
export function tableFields(view: View, queryId: string): Set<string> {
  return new Set(queryState(view, queryId).widgets.flatMap((w) => (w.type === 'messages' ? w.config.fields : [])));
}
