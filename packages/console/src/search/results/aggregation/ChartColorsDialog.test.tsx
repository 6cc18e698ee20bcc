import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiftThemeProvider } from '@sift/ui';
import { COLORED_CONFIG } from '../storybook/chartColorsStoryData';
import { withChartColors } from './chartData';
import { ChartColorsDialog } from './ChartColorsDialog';

describe('chart colours', () => {
  it('lays chosen colours over the saved ones, and saves none as null', () => {
    const config = withChartColors(COLORED_CONFIG, { 'count()': '#112233', 'avg(took_ms)': '#445566' });
    expect(config.chartColors).toEqual([
      { fieldName: 'count()', chartColor: '#112233' },
      { fieldName: 'avg(took_ms)', chartColor: '#445566' },
    ]);
    expect(withChartColors({ ...COLORED_CONFIG, chartColors: null }, {}).chartColors).toBeNull();
  });

  it('says when the chart draws no series', async () => {
    render(
      <SiftThemeProvider mode="teint">
        <ChartColorsDialog title="Latency" config={COLORED_CONFIG} results={{}} onApply={vi.fn()} onClose={vi.fn()} />
      </SiftThemeProvider>,
    );
    expect(await screen.findByText('The chart draws no series yet: there is nothing to colour.')).toBeInTheDocument();
  });
});
