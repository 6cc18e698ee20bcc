import { createContext, useContext, useMemo, useState, type ReactNode, type RefObject } from 'react';
import type { AggregationConfig } from '@sift/api';
import type { ValueClickContext } from '@sift/charts';
import { PointMenu, type DropdownMenuItem, type MenuPoint } from '@sift/ui';
import { usePermitted } from '../../shell/currentUser';
import type { SearchBarValues } from '../searchModel';
import { EventDefinitionFromValueDialog } from './EventDefinitionFromValueDialog';
import { EVENT_DEFINITION_TEXTS, sourceFromChartValue, sourceFromMessageValue, type ValueSource } from './eventDefinitionFromValue';

/** What a value in a chart or a message table can start: the event-definition dialog. */
export interface SearchValueActions {
  /** A value of an aggregation chart or table was clicked: its value-actions menu opens at the click, `more` (the query's value actions) first. */
  chartValue: (config: AggregationConfig, click: ValueClickContext, more?: readonly DropdownMenuItem[]) => void;
  /** "Create event definition" on a message's field value. */
  messageValue: (field: string, value: unknown) => void;
}

const ValueActionsContext = createContext<SearchValueActions | null>(null);

/** The value actions of the search page around, or null (dashboards, stories, a user who may not create definitions). */
export function useSearchValueActions(): SearchValueActions | null {
  return useContext(ValueActionsContext);
}

/** The title of a chart value's menu: its grouping values and the metric's value. */
function menuTitle(click: ValueClickContext): string {
  const keys = [...click.rowKey, ...click.columnKey].map((k) => (k.field ? `${k.field}: ${k.value}` : k.value));
  return [...keys, `${click.seriesId} = ${click.value ?? ''}`].join(', ');
}

/**
 * Offers "Create event definition" on the values of the search page's charts and message tables, and runs the
 * dialog. `searched` holds the query, streams and range last searched.
 */
export function EventDefinitionFromValues({ searched, children }: { searched: RefObject<SearchBarValues>; children: ReactNode }) {
  const permitted = usePermitted(['eventdefinitions:create']);
  const [menu, setMenu] = useState<{ at: MenuPoint; title: string; source: ValueSource; more: readonly DropdownMenuItem[] } | null>(null);
  const [source, setSource] = useState<ValueSource | null>(null);
  const actions = useMemo<SearchValueActions>(
    () => ({
      chartValue: (config, click, more = []) => {
        const values = searched.current;
        const chartSource = sourceFromChartValue(config, click, {
          query: values.queryString,
          filterQuery: '',
          streams: values.streams,
          timerange: values.timerange,
        });
        setMenu({ at: { x: click.clientX, y: click.clientY }, title: menuTitle(click), source: chartSource, more });
      },
      messageValue: (field, value) => {
        const values = searched.current;
        setSource(
          sourceFromMessageValue(field, value, { query: values.queryString, streams: values.streams, timerange: values.timerange }),
        );
      },
    }),
    [searched],
  );
  return (
    <ValueActionsContext.Provider value={permitted ? actions : null}>
      {children}
      <PointMenu
        at={menu?.at ?? null}
        title={menu?.title ?? ''}
        onClose={() => setMenu(null)}
        items={menu ? [...menu.more, { label: EVENT_DEFINITION_TEXTS.action, onSelect: () => setSource(menu.source) }] : []}
      />
      <EventDefinitionFromValueDialog source={source} onClose={() => setSource(null)} />
    </ValueActionsContext.Provider>
  );
}
