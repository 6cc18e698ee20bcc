import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './viewBreadcrumbs';

describe('breadcrumbsFor', () => {
  it('builds the trails of saved views, alerts and event definitions', () => {
    expect(breadcrumbsFor({ kind: 'dashboard', title: 'Ops' })).toEqual([{ label: 'Dashboards', href: '/dashboards' }, { label: 'Ops' }]);
    expect(breadcrumbsFor({ kind: 'search', title: 'Errors' })).toEqual([{ label: 'Search', href: '/search' }, { label: 'Errors' }]);
    expect(breadcrumbsFor({ kind: 'alert', alertId: 'a1' })).toEqual([{ label: 'Alerts & Events', href: '/alerts' }, { label: 'a1' }]);
    expect(breadcrumbsFor({ kind: 'eventDefinition', title: 'Too many errors' })).toEqual([
      { label: 'Event definitions', href: '/alerts/definitions' },
      { label: 'Too many errors' },
    ]);
  });
});
