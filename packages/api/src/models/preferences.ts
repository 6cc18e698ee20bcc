import { num, obj, oneOf, str, strings } from './decode';

/** Table layout of an entity overview, as on the server (1-shell.md §3). */
export interface LayoutPreferencesWire {
  displayed_attributes: string[];
  sort: { field: string; order: 'asc' | 'desc' } | null;
  per_page: number;
}

export interface LayoutPreferences {
  displayedAttributes: string[];
  sort: { attributeId: string; direction: 'asc' | 'desc' } | null;
  perPage: number;
}

export function decodeLayoutPreferences(value: unknown, field = 'layout_preferences'): LayoutPreferences {
  const source = obj(value, field);
  const sort = source['sort'];
  return {
    displayedAttributes: strings(source['displayed_attributes'], `${field}.displayed_attributes`),
    sort:
      sort === undefined || sort === null
        ? null
        : {
            attributeId: str(obj(sort, `${field}.sort`)['field'], `${field}.sort.field`),
            direction: oneOf(['asc', 'desc'] as const, obj(sort, `${field}.sort`)['order'], `${field}.sort.order`),
          },
    perPage: num(source['per_page'], `${field}.per_page`),
  };
}

export function encodeLayoutPreferences(preferences: LayoutPreferences): LayoutPreferencesWire {
  return {
    displayed_attributes: preferences.displayedAttributes,
    sort: preferences.sort === null ? null : { order: preferences.sort.direction, field: preferences.sort.attributeId },
    per_page: preferences.perPage,
  };
}
