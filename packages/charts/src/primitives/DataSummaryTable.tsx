import { memo } from 'react';
import { VisuallyHidden } from './VisuallyHidden';

/** Rows beyond this are summarised, so that huge charts do not build huge hidden tables. */
export const SUMMARY_TABLE_MAX_ROWS = 500;

export interface DataSummaryTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}

/** The chart's data as a visually hidden table, for screen readers. */
export const DataSummaryTable = memo(function DataSummaryTable({ caption, columns, rows }: DataSummaryTableProps) {
  const shown = rows.slice(0, SUMMARY_TABLE_MAX_ROWS);
  return (
    <VisuallyHidden>
      {/* Fixed layout: an auto-sized hidden table of thousands of cells cost more layout time than the chart. */}
      <table style={{ tableLayout: 'fixed' }}>
        <caption>
          {caption}
          {rows.length > shown.length ? ` (first ${shown.length} of ${rows.length} rows)` : ''}
        </caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((r, i) => (
            <tr key={i}>
              {r.map((cell, j) => (
                <td key={j}>{cell ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
});
