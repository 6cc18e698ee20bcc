import type { BreadcrumbItem } from '@sift/ui';
import { pathTo } from '../routing/routes';

/** The breadcrumb trails of 1-shell.md §2.5: Dashboards > title, Search > title, Alerts & Events > alert id, Event definitions > definition title. */
export type BreadcrumbSubject =
  | { kind: 'dashboard'; title: string }
  | { kind: 'search'; title: string }
  | { kind: 'alert'; alertId: string }
  | { kind: 'eventDefinition'; title: string };

export function breadcrumbsFor(subject: BreadcrumbSubject): BreadcrumbItem[] {
  switch (subject.kind) {
    case 'dashboard':
      return [{ label: 'Dashboards', href: pathTo('DASHBOARDS') }, { label: subject.title }];
    case 'search':
      return [{ label: 'Search', href: pathTo('SEARCH') }, { label: subject.title }];
    case 'alert':
      return [{ label: 'Alerts & Events', href: pathTo('ALERTS') }, { label: subject.alertId }];
    case 'eventDefinition':
      return [{ label: 'Event definitions', href: pathTo('ALERTS_DEFINITIONS') }, { label: subject.title }];
    default:
      throw new Error(`Unknown breadcrumb subject: ${String((subject as { kind: unknown }).kind)}`);
  }
}
