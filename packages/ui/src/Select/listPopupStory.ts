import { expect } from 'storybook/test';

/**
 * Story assertion for list popups: the element lies wholly inside the viewport, and nothing clips or
 * covers it (the topmost element just inside each corner and at the centre belongs to it).
 */
export function expectInsideViewport(element: HTMLElement): void {
  const rect = element.getBoundingClientRect();
  expect(rect.height).toBeGreaterThan(0);
  expect(rect.top).toBeGreaterThanOrEqual(0);
  expect(rect.left).toBeGreaterThanOrEqual(0);
  expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
  expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
  const inset = 2;
  const points: [number, number][] = [
    [rect.left + inset, rect.top + inset],
    [rect.right - inset, rect.top + inset],
    [rect.left + inset, rect.bottom - inset],
    [rect.right - inset, rect.bottom - inset],
    [rect.left + rect.width / 2, rect.top + rect.height / 2],
  ];
  for (const [x, y] of points)
    expect(element.contains(document.elementFromPoint(x, y)), `the element is on top at (${x}, ${y})`).toBe(true);
}
