import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Bars, MAX_BAR_ELEMENTS } from './Bars';

interface Bar {
  i: number;
  series: number;
  height: number;
}

const draw = (data: Bar[]) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    <svg>
      <Bars
        data={data}
        id={(b) => `${b.series}:${b.i}`}
        left={(b) => b.i * 0.333 + b.series * 0.125}
        top={(b) => 100 - b.height}
        width={() => 0.25}
        height={(b) => b.height}
        fill={(b) => (b.series === 0 ? 'red' : 'blue')}
        opacity={0.5}
      />
    </svg>,
  );
  return host;
};

describe('Bars', () => {
  it('draws each bar as a rect of its own up to MAX_BAR_ELEMENTS', () => {
    const host = draw([
      { i: 0, series: 0, height: 10 },
      { i: 1, series: 1, height: 0 },
      { i: 2, series: 0, height: 30 },
    ]);
    const rects = [...host.querySelectorAll('rect')];
    expect(rects.map((r) => [r.getAttribute('x'), r.getAttribute('y'), r.getAttribute('height'), r.style.fill])).toEqual([
      ['0', '90', '10', 'red'],
      ['0.458', '100', '0', 'blue'],
      ['0.666', '70', '30', 'red'],
    ]);
    expect(host.querySelector('g')?.style.opacity).toBe('0.5');
  });

  it('draws more bars as one path per colour, in the order of the data, leaving out empty bars', () => {
    const data: Bar[] = [];
    for (let i = 0; i <= MAX_BAR_ELEMENTS / 2; i++) data.push({ i, series: 0, height: i % 7 === 1 ? 0 : 4 }, { i, series: 1, height: 5 });
    expect(data.length).toBeGreaterThan(MAX_BAR_ELEMENTS);
    const host = draw(data);
    expect(host.querySelectorAll('rect')).toHaveLength(0);
    const paths = [...host.querySelectorAll('path')];
    expect(paths.map((p) => p.style.fill)).toEqual(['red', 'blue']);
    const outlines = paths.map((p) => p.getAttribute('d')?.match(/M[^M]+/g) ?? []);
    // Red bars of height 0 (every seventh) are not drawn; every blue bar is.
    expect(outlines[0]).toHaveLength(data.filter((b) => b.series === 0 && b.height > 0).length);
    expect(outlines[1]).toHaveLength(data.length / 2);
    // Each bar is its rectangle, to the hundredth of a pixel: left top, width right, height down, back.
    expect(outlines[0]?.[0]).toBe('M0 96h0.25v4h-0.25z');
    expect(outlines[1]?.[1]).toBe('M0.46 95h0.25v5h-0.25z');
  });
});
