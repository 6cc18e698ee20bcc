import { describe, expect, it } from 'vitest';
import { messageCountWidget } from '../search/results';
import { addWidget } from '../search/results/viewState';
import {
  addPage,
  changeDashboard,
  configurePages,
  duplicatePage,
  isValidPageTitle,
  newDashboardModel,
  openingModel,
  pageIds,
  prepareOpening,
  pageTitle,
  removePage,
  renamePage,
  PAGE_TITLE_HELP,
} from './dashboardModel';

const counter = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('dashboard model', () => {
  it('starts with one untitled page "Page#1" over the last 5 minutes, as an unsaved DASHBOARD', () => {
    const model = newDashboardModel('p1');
    expect(model.view.type).toBe('DASHBOARD');
    expect(model.view.id).toBeNull();
    expect(pageIds(model.view)).toEqual(['p1']);
    expect(pageTitle(model.view, 'p1')).toBe('Page#1');
    expect(model.search.queries.map((q) => [q.id, q.timerange])).toEqual([['p1', { type: 'relative', range: 300 }]]);
  });

  it('adds pages titled by their position until renamed', () => {
    const { model, pageId } = addPage(newDashboardModel('p1'), 'p2');
    expect(pageId).toBe('p2');
    expect(pageIds(model.view)).toEqual(['p1', 'p2']);
    expect(pageTitle(model.view, 'p2')).toBe('Page#2');
    expect(model.search.queries.map((q) => q.id)).toEqual(['p1', 'p2']);
    expect(pageTitle(renamePage(model, 'p2', '  Errors  ').view, 'p2')).toBe('Errors');
  });

  it('refuses a blank title and one longer than 40 characters', () => {
    expect(isValidPageTitle('x'.repeat(40))).toBe(true);
    expect(isValidPageTitle('x'.repeat(41))).toBe(false);
    expect(isValidPageTitle('   ')).toBe(false);
    expect(() => renamePage(newDashboardModel('p1'), 'p1', 'x'.repeat(41))).toThrow(PAGE_TITLE_HELP);
  });

  it('duplicates a page with new widget ids, its titles and positions, and " (Copy)" after its title', () => {
    const start = newDashboardModel('p1');
    const widget = { ...messageCountWidget(), id: 'w1' };
    const withWidget = changeDashboard(start, addWidget(start.view, 'p1', widget, 'Errors over time'));
    const named = renamePage(withWidget, 'p1', 'Overview');
    const { model, pageId } = duplicatePage(named, 'p1', counter());
    expect(pageId).toBe('id-1');
    const copy = model.view.state['id-1'];
    expect(pageTitle(model.view, 'id-1')).toBe('Overview (Copy)');
    expect(copy?.widgets.map((w) => w.id)).toEqual(['id-2']);
    expect(copy?.titles['widget']).toEqual({ 'id-2': 'Errors over time' });
    expect(copy?.positions['id-2']).toEqual(named.view.state['p1']?.positions['w1']);
    // Each page's widgets get search types of their own.
    expect(copy?.widgetMapping['id-2']?.[0]).not.toBe(model.view.state['p1']?.widgetMapping['w1']?.[0]);
    expect(model.search.queries.map((q) => q.id)).toEqual(['p1', 'id-1']);
  });

  it('removes a page and goes to the previous one, or the first left; the last page stays', () => {
    const one = newDashboardModel('p1');
    const three = addPage(addPage(one, 'p2').model, 'p3').model;
    expect(removePage(three, 'p2')).toMatchObject({ pageId: 'p1' });
    expect(pageIds(removePage(three, 'p2').model.view)).toEqual(['p1', 'p3']);
    expect(removePage(three, 'p1').pageId).toBe('p2');
    expect(removePage(three, 'p3').model.search.queries.map((q) => q.id)).toEqual(['p1', 'p2']);
    expect(() => removePage(one, 'p1')).toThrow('Deleting the only remaining page is not allowed.');
  });

  it('reorders, renames and removes pages in one go, keeping at least one', () => {
    const three = addPage(addPage(newDashboardModel('p1'), 'p2').model, 'p3').model;
    const next = configurePages(three, [
      { id: 'p3', title: 'Latency' },
      { id: 'p1', title: 'Page#1' },
    ]);
    expect(pageIds(next.view)).toEqual(['p3', 'p1']);
    expect(next.search.queries.map((q) => q.id)).toEqual(['p3', 'p1']);
    expect(pageTitle(next.view, 'p3')).toBe('Latency');
    // An unchanged default title stays a default (it is not stored).
    expect(next.view.state['p1']?.titles['tab']).toBeUndefined();
    expect(() => configurePages(three, [])).toThrow('Deleting the only remaining page is not allowed.');
  });
});

describe('opening a saved dashboard', () => {
  const saved = () => {
    const { view, search } = newDashboardModel();
    return { view: { ...view, id: 'd1' }, search };
  };

  it('opens with the model prepared as its view was read, once: a second opening regenerates its search', () => {
    const { view, search } = saved();
    const prepared = prepareOpening(view, search);
    expect(prepared).not.toBeNull();
    const first = openingModel(view, search);
    expect(first).toBe(prepared);
    const second = openingModel(view, search);
    expect(second).not.toBe(first);
    expect(second.search.id).not.toBe(first.search.id);
  });

  it('prepares nothing for a view whose page opened first: that page runs its own search', () => {
    const { view, search } = saved();
    openingModel(view, search);
    expect(prepareOpening(view, search)).toBeNull();
  });
});
