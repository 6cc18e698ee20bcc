import { memo } from 'react';
import { VisuallyHidden } from './VisuallyHidden';

/** Rows beyond this are summarised, so that huge charts do not build huge hidden tables. */
export const SUMMARY_TABLE_MAX_ROWS = 500;

export interface DataSummaryTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
  /** Rows the data has, when `rows` was already cut to the first SUMMARY_TABLE_MAX_ROWS. */
  totalRows?: number;
}

/** The chart's data as a visually hidden table, for screen readers. */
export const DataSummaryTable = memo(function DataSummaryTable({ caption, columns, rows, totalRows = rows.length }: DataSummaryTableProps) {
  const shown = rows.slice(0, SUMMARY_TABLE_MAX_ROWS);
  return (
    <VisuallyHidden>
      {/* Fixed layout: an auto-sized hidden table of thousands of cells cost more layout time than the chart. */}
      <table style={{ tableLayout: 'fixed' }}>
        <caption>
          {caption}
          {totalRows > shown.length ? ` (first ${shown.length} of ${totalRows} rows)` : ''}
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
