import { useId, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { DecoratorType, MessageListConfig } from '@sift/api';
import { Button, Checkbox, colorVars, FormGroup, HelpPopover, NativeSelect, Select, SortableList } from '@sift/ui';
import { EditorSection, Inline, SectionError } from '../../aggregation/editor/EditorSection';
import { EditorToolbar, ToolbarGroup } from '../../editing/EditorToolbar';
import { HistoryButtons } from '../../editing/HistoryButtons';
import { useHistoryKeys, type Undoable } from '../../editing/useUndoableState';
import { NO_TABLE_FIELDS } from '../MessageFieldsDialog';
import { addTableField, removeTableField } from '../messageTableRules';
import {
  decoratorName,
  DECORATORS_HELP,
  DECORATORS_HELP_TITLE,
  NO_DECORATORS,
  SELECT_DECORATOR,
  SHOW_MESSAGE_ROW,
  SHOW_SUMMARY,
  SHOW_SUMMARY_HELP,
  showsSummary,
  tableDecorators,
  tableSort,
  withDecoratorAdded,
  withDecorators,
  withSort,
} from './messageTableDraft';

export const MESSAGE_TABLE_PANEL_WIDTH = { min: 315, max: 500 } as const;

const Layout = styled.div`
  display: flex;
  gap: 12px;
  height: 100%;
  min-height: 0;
`;
const Panel = styled.form`
  display: flex;
  flex-direction: column;
  flex: none;
  width: clamp(${MESSAGE_TABLE_PANEL_WIDTH.min}px, 35%, ${MESSAGE_TABLE_PANEL_WIDTH.max}px);
  min-height: 0;
`;
const Sections = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding-right: 4px;
`;
const Preview = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  min-height: 300px;
  padding: 4px;
  overflow: hidden;
`;
const Notice = styled.p`
  margin: 0;
  color: ${colorVars.text.secondary};
`;
const HeadingRow = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

const DIRECTIONS = [
  { value: 'Descending', label: 'Descending' },
  { value: 'Ascending', label: 'Ascending' },
];

export interface MessageTableEditorProps {
  /** The table's config as the editor holds it, with its steps (undo, redo). */
  history: Undoable<MessageListConfig>;
  /** Known field names, for columns and the sort. */
  fields: readonly string[];
  /** Decorator types the server offers (`GET /search/decorators/available`). */
  decoratorTypes: readonly DecoratorType[];
  /** "Update widget": keep this config and leave edit mode. */
  onUpdate: (config: MessageListConfig) => void;
  /** Cancel: leave edit mode, restoring the widget as it was. */
  onCancel: () => void;
  /** The table drawn with the config being edited. */
  children: ReactNode;
}

/** A message table in edit mode: its columns in order, message row, summary, sort and decorators beside a preview. */
export function MessageTableEditor({ history, fields: known, decoratorTypes, onUpdate, onCancel, children }: MessageTableEditorProps) {
  const { value: config, set } = history;
  useHistoryKeys(history);
  const addId = useId();
  const decorators = tableDecorators(config);
  const sort = tableSort(config);
  // Stable while the names stay the same: the page re-renders often (polling) and the list popup follows its options.
  const knownKey = known.join('\n');
  const columnsKey = config.fields.join('\n');
  const addable = useMemo(
    () =>
      [...new Set(knownKey.split('\n'))]
        .filter((name) => name !== '' && !columnsKey.split('\n').includes(name))
        .sort((a, b) => a.localeCompare(b))
        .map((name) => ({ value: name, label: name })),
    [knownKey, columnsKey],
  );
  const sortFields = [...new Set([...(sort ? [sort.field] : []), ...known])].sort((a, b) => a.localeCompare(b));
  const empty = config.fields.length === 0;
  return (
    <Layout>
      <Panel aria-label="Message table configuration" onSubmit={(event) => event.preventDefault()} noValidate>
        <Sections>
          <EditorSection title="Fields">
            <SortableList
              aria-label="Table fields"
              items={config.fields.map((name) => ({ id: name, title: name }))}
              onMoveItem={(items) => set({ ...config, fields: items.map((item) => item.id) })}
              onRemoveItem={(item) => set({ ...config, fields: removeTableField(config.fields, item.id) })}
            />
            {empty && <SectionError role="alert">{NO_TABLE_FIELDS}</SectionError>}
            <label htmlFor={addId}>Add a field</label>
            <Select
              id={addId}
              options={addable}
              value={undefined}
              onChange={(name) => {
                if (name) set({ ...config, fields: addTableField(config.fields, name) });
              }}
              placeholder="Select a field..."
              noOptionsMessage="No more fields"
            />
          </EditorSection>
          <EditorSection title="Display">
            <Checkbox
              label={SHOW_MESSAGE_ROW}
              checked={config.showMessageRow}
              onChange={(checked) => set({ ...config, showMessageRow: checked })}
            />
            <Checkbox
              label={SHOW_SUMMARY}
              description={SHOW_SUMMARY_HELP}
              checked={showsSummary(config)}
              onChange={(checked) => set({ ...config, showSummary: checked })}
            />
          </EditorSection>
          <EditorSection title="Sort">
            <Inline>
              <FormGroup label="Field">
                {(control) => (
                  <NativeSelect
                    {...control}
                    fullWidth
                    placeholder="No sort"
                    value={sort?.field ?? ''}
                    options={sortFields.map((name) => ({ value: name, label: name }))}
                    onChange={(field) => set(withSort(config, field, sort?.direction ?? 'Descending'))}
                  />
                )}
              </FormGroup>
              <FormGroup label="Direction">
                {(control) => (
                  <NativeSelect
                    {...control}
                    fullWidth
                    disabled={!sort}
                    value={sort?.direction ?? 'Descending'}
                    options={DIRECTIONS}
                    onChange={(direction) =>
                      sort && set(withSort(config, sort.field, direction === 'Ascending' ? 'Ascending' : 'Descending'))
                    }
                  />
                )}
              </FormGroup>
            </Inline>
          </EditorSection>
          <EditorSection title="Decorators">
            <HeadingRow>
              <NativeSelect
                aria-label={SELECT_DECORATOR}
                fullWidth
                placeholder={SELECT_DECORATOR}
                value=""
                disabled={decoratorTypes.length === 0}
                options={decoratorTypes.map((t) => ({ value: t.type, label: t.name }))}
                onChange={(type) => type && set(withDecoratorAdded(config, type))}
              />
              <HelpPopover title={DECORATORS_HELP_TITLE} label="Help: decorators">
                {DECORATORS_HELP}
              </HelpPopover>
            </HeadingRow>
            {decorators.length === 0 ? (
              <Notice>{NO_DECORATORS}</Notice>
            ) : (
              <SortableList
                aria-label="Decorators"
                items={decorators.map((d) => ({ id: d.id, title: decoratorName(decoratorTypes, d.type) }))}
                onMoveItem={(moved) =>
                  set(
                    withDecorators(
                      config,
                      moved.flatMap((m) => decorators.filter((d) => d.id === m.id)),
                    ),
                  )
                }
                onRemoveItem={(item) =>
                  set(
                    withDecorators(
                      config,
                      decorators.filter((d) => d.id !== item.id),
                    ),
                  )
                }
              />
            )}
          </EditorSection>
        </Sections>
        <EditorToolbar>
          <ToolbarGroup>
            <HistoryButtons history={history} />
          </ToolbarGroup>
          <ToolbarGroup>
            <Button type="button" variant="primary" disabled={empty} onClick={() => onUpdate(config)}>
              Update widget
            </Button>
            <Button type="button" onClick={onCancel}>
              Cancel
            </Button>
          </ToolbarGroup>
        </EditorToolbar>
      </Panel>
      <Preview aria-label="Preview">{children}</Preview>
    </Layout>
  );
}
