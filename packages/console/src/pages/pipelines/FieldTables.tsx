import { PipelineTable } from './PipelineTable';
import { valueText, type FieldChange } from './simulation';

/** Fields a run added, changed or removed, with their values before and after; nothing when there are none. */
export function ChangeTable({
  title,
  label = title,
  changes,
  columns,
}: {
  title: string;
  /** The table's accessible name, when the caption alone does not tell it from others on the page. */
  label?: string;
  changes: FieldChange[];
  columns: Array<'before' | 'after'>;
}) {
  if (changes.length === 0) return null;
  return (
    <PipelineTable aria-label={label}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          {columns.includes('before') && <th scope="col">Before</th>}
          {columns.includes('after') && <th scope="col">After</th>}
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field}>
            <td>{c.field}</td>
            {columns.includes('before') && <td>{valueText(c.before)}</td>}
            {columns.includes('after') && <td>{valueText(c.after)}</td>}
          </tr>
        ))}
      </tbody>
    </PipelineTable>
  );
}

/** A message's fields and their values, sorted by name. */
export function FieldsTable({ caption, label, fields }: { caption?: string; label: string; fields: Record<string, unknown> }) {
  return (
    <PipelineTable aria-label={label}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {Object.keys(fields)
          .sort()
          .map((field) => (
            <tr key={field}>
              <td>{field}</td>
              <td>{valueText(fields[field])}</td>
            </tr>
          ))}
      </tbody>
    </PipelineTable>
  );
}
