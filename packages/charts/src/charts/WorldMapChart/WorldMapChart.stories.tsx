import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WorldMapChart } from './WorldMapChart';
import { toGeoMarkers } from '../../transforms/geo';
import type { PivotRow } from '../../transforms/types';
import { GEO_PIVOT, geoIpLookups } from '../../storyData/storyData';

const lookups = toGeoMarkers(geoIpLookups(), { rowPivots: [GEO_PIVOT] });
const BERLIN = '52.52,13.405';
const TOKYO = '35.676,139.65';
const withLatency: PivotRow[] = geoIpLookups().map((row, i) => ({
  ...row,
  values: [...row.values, { key: ['avg(took_ms)'], value: 40 + ((i * 37) % 160), rollup: true, source: 'row-leaf' }],
}));

const meta = {
  title: 'Charts/WorldMapChart',
  component: WorldMapChart,
  args: {
    title: 'Requests by client location (geo-ip lookup)',
    data: lookups,
    width: 720,
    height: 400,
    onValueClick: fn(),
    onViewportChange: fn(),
  },
  argTypes: { data: { control: false } },
} satisfies Meta<typeof WorldMapChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const markers = (root: HTMLElement) => within(root).getAllByTestId('map-marker');
const markerAt = (root: HTMLElement, index: number) => markers(root)[index]!;
const center = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('.rsm-geography').length).toBeGreaterThan(100));
    // One marker per location; the largest count gets the default radius 10, the smallest 1.
    await expect(markers(canvasElement)).toHaveLength(12);
    const radii = markers(canvasElement).map((m) => Number(m.getAttribute('data-radius')));
    await expect(Math.max(...radii)).toBe(10);
    await expect(Math.min(...radii)).toBe(1);
    const berlin = markerAt(canvasElement, 0);
    await expect(berlin.getAttribute('r')).toBe('10');
    await userEvent.hover(berlin);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(BERLIN);
    await expect(tooltip).toHaveTextContent(/count\(\): [\d,]+/);
    await userEvent.click(berlin);
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({ rowKey: [{ field: 'client_geo', value: BERLIN }], seriesId: 'count()' }),
    );
    await userEvent.unhover(berlin);
    await expect(canvas.getByRole('table', { name: 'Requests by client location (geo-ip lookup)' })).toBeInTheDocument();
  },
};

const westToEast = [...lookups].sort((a, b) => a.longitude - b.longitude || b.latitude - a.latitude);

/** Value actions from the keyboard: Tab to the map, left/right move between locations west to east, Enter opens the value actions. */
export const KeyboardValueActions: Story = {
  args: { title: 'Requests by client location, from the keyboard' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('application', { name: 'Requests by client location, from the keyboard, locations' });
    await userEvent.tab();
    await expect(map).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(westToEast[0]!.key);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(westToEast[1]!.key);
    await expect(map).toHaveTextContent(`${westToEast[1]!.key}, count(): `);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({ rowKey: westToEast[1]!.rowKey, seriesId: 'count()', value: westToEast[1]!.value }),
    );
    // The menu anchors at the marker.
    const [context] = (args.onValueClick as unknown as { mock: { calls: [{ clientX: number; clientY: number }][] } }).mock.calls[0]!;
    const marker = canvasElement.querySelector(`[data-marker="${CSS.escape(`count()\u241E${westToEast[1]!.key}`)}"]`)!;
    await expect(Math.abs(context.clientX - center(marker).x)).toBeLessThan(1);
    await expect(Math.abs(context.clientY - center(marker).y)).toBeLessThan(1);
  },
};

export const ZoomWithButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
    // The whole world is the widest view.
    await expect(zoomOut).toBeDisabled();
    const before = center(markerAt(canvasElement, 0));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(args.onViewportChange).toHaveBeenLastCalledWith({ zoom: 2, centerX: 0, centerY: 0 });
    // The map doubles around the centre while markers keep their size on screen.
    const map = canvas.getByTestId('world-map').getBoundingClientRect();
    const mid = { x: map.left + map.width / 2, y: map.top + map.height / 2 };
    await waitFor(() => expect(center(markerAt(canvasElement, 0)).x - mid.x).toBeCloseTo(2 * (before.x - mid.x), 0));
    await expect(markerAt(canvasElement, 0).getBoundingClientRect().width).toBeCloseTo(20, 0);
    await userEvent.click(zoomOut);
    await expect(args.onViewportChange).toHaveBeenLastCalledWith({ zoom: 1, centerX: 0, centerY: 0 });
  },
};

export const ZoomWithWheel: Story = {
  play: async ({ canvasElement, args }) => {
    const target = within(canvasElement).getByTestId('world-map').querySelector('rect')!;
    const berlin = center(markerAt(canvasElement, 0));
    // One wheel notch towards Berlin: zooms in about the pointer, so the centre moves towards it.
    target.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -500,
        deltaMode: 0,
        clientX: berlin.x,
        clientY: berlin.y,
        bubbles: true,
        cancelable: true,
        view: window,
      }),
    );
    await waitFor(() => expect(args.onViewportChange).toHaveBeenCalled());
    const viewport = (args.onViewportChange as ReturnType<typeof fn>).mock.lastCall![0] as {
      zoom: number;
      centerX: number;
      centerY: number;
    };
    await expect(viewport.zoom).toBe(2);
    await expect(viewport.centerX).toBeGreaterThan(20);
    await expect(viewport.centerY).toBeGreaterThan(5);
  },
};

export const PanByDragging: Story = {
  args: { viewport: { zoom: 3, centerX: 0, centerY: 0 } },
  play: async ({ canvasElement, args }) => {
    const map = within(canvasElement).getByTestId('world-map');
    const from = center(map);
    // d3-zoom follows the mouse on the window once a drag started on the map.
    const mouse = (type: string, target: EventTarget, dx: number, dy: number) =>
      target.dispatchEvent(
        new MouseEvent(type, {
          clientX: from.x + dx,
          clientY: from.y + dy,
          button: 0,
          buttons: type === 'mouseup' ? 0 : 1,
          bubbles: true,
          cancelable: true,
          view: window,
        }),
      );
    mouse('mousedown', map.querySelector('rect')!, 0, 0);
    for (let step = 1; step <= 5; step++) mouse('mousemove', window, -20 * step, 12 * step);
    mouse('mouseup', window, -100, 60);
    await waitFor(() => expect(args.onViewportChange).toHaveBeenCalled());
    const viewport = (args.onViewportChange as ReturnType<typeof fn>).mock.lastCall![0] as {
      zoom: number;
      centerX: number;
      centerY: number;
    };
    // Dragging the map left and down shows what lies east and north.
    await expect(viewport.zoom).toBe(3);
    await expect(viewport.centerY).toBeGreaterThan(10);
    await expect(viewport.centerX).toBeGreaterThan(5);
  },
};

export const SavedViewport: Story = {
  args: { title: 'Requests from Europe', viewport: { zoom: 4, centerX: 50, centerY: 10 } },
  play: async ({ canvasElement, args }) => {
    const map = within(canvasElement).getByTestId('world-map').getBoundingClientRect();
    const inside = (key: string) => {
      const i = lookups.map((m) => m.key).indexOf(key);
      const p = center(markers(canvasElement)[[...lookups].sort((a, b) => b.value - a.value).findIndex((m) => m.key === lookups[i]!.key)]!);
      return p.x >= map.left && p.x <= map.right && p.y >= map.top && p.y <= map.bottom;
    };
    await expect(inside(BERLIN)).toBe(true);
    await expect(inside(TOKYO)).toBe(false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zoom out' }));
    await expect(args.onViewportChange).toHaveBeenLastCalledWith({ zoom: 3, centerX: 50, centerY: 10 });
  },
};

export const TwoSeries: Story = {
  args: { title: 'Requests and average response time by client location', data: toGeoMarkers(withLatency, { rowPivots: [GEO_PIVOT] }) },
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['count()', 'avg(took_ms)']);
    await expect(markers(canvasElement)).toHaveLength(24);
  },
};

export const NoLocations: Story = {
  args: { title: 'No geo-ip lookups in this time range', data: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.rsm-geography').length).toBeGreaterThan(100));
    await expect(within(canvasElement).queryAllByTestId('map-marker')).toHaveLength(0);
  },
};
