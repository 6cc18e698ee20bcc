import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AggregationConfig, SearchTypeResult } from '@sift/api';
import { Button, ButtonToolbar, ColorPicker, colorVars, EmptyState, Modal } from '@sift/ui';
import { widgetChartData, withChartColors } from './chartData';

export const CHANGE_COLORS_ACTION = 'Change colors';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 16px;
  align-items: start;
`;
const SeriesList = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Swatch = styled.span`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-right: 8px;
  border: 1px solid ${colorVars.border.default};
  border-radius: 2px;
  vertical-align: middle;
`;

export interface ChartColorsDialogProps {
  /** The widget's title, named in the dialog's title. */
  title: string;
  config: AggregationConfig;
  /** The widget's results by search-type name: the series to colour are those its chart draws. */
  results: Readonly<Record<string, SearchTypeResult>>;
  /** The config with the chosen colours in its formatting settings. */
  onApply: (config: AggregationConfig) => void;
  onClose: () => void;
}

/** Chooses the colour of each series a chart draws; the choice is kept in the widget's formatting settings (chart_colors). */
export function ChartColorsDialog({ title, config, results, onApply, onClose }: ChartColorsDialogProps) {
  const series = useMemo(() => widgetChartData(config, results).series, [config, results]);
  const [changes, setChanges] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState(series[0]?.name);
  const colorOf = (name: string) => changes[name] ?? series.find((s) => s.name === name)?.color;
  return (
    <Modal
      open
      size="large"
      onClose={onClose}
      title={`Colors of ${title}`}
      footer={
        <ButtonToolbar>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" disabled={Object.keys(changes).length === 0} onClick={() => onApply(withChartColors(config, changes))}>
            Apply
          </Button>
        </ButtonToolbar>
      }
    >
      {series.length === 0 ? (
        <EmptyState text="The chart draws no series yet: there is nothing to colour." />
      ) : (
        <Layout>
          <SeriesList aria-label="Series">
            {series.map((s) => (
              <li key={s.id}>
                <Button active={s.name === selected} onClick={() => setSelected(s.name)}>
                  <Swatch aria-hidden="true" style={{ background: colorOf(s.name) }} />
                  {s.name}
                </Button>
              </li>
            ))}
          </SeriesList>
          {selected !== undefined && (
            <section aria-label={`Color of ${selected}`}>
              <ColorPicker color={colorOf(selected)} onChange={(color) => setChanges((previous) => ({ ...previous, [selected]: color }))} />
            </section>
          )}
        </Layout>
      )}
    </Modal>
  );
}
