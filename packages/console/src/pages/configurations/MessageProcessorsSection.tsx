import { useMessageProcessorsConfig, useUpdateMessageProcessorsConfig, type MessageProcessorsConfig } from '@sift/api';
import { Badge, Checkbox, DescriptionList, SortableList } from '@sift/ui';
import { ConfigurationSection } from './ConfigurationSection';

export const MESSAGE_PROCESSORS_TEXTS = {
  title: 'Message Processors',
  help: 'Every message passes through the enabled processors in this order; disabled ones are skipped.',
  modalTitle: 'Update message processors',
  modalHelp: 'Drag a processor by its handle to change the order; clear its box to disable it.',
  active: 'active',
  disabled: 'disabled',
} as const;

interface Row {
  id: string;
  title: string;
  enabled: boolean;
}

const rowsOf = (config: MessageProcessorsConfig): Row[] =>
  config.processorOrder.map((p) => ({ id: p.className, title: p.name, enabled: !config.disabledProcessors.includes(p.className) }));

const configOf = (rows: readonly Row[]): MessageProcessorsConfig => ({
  processorOrder: rows.map((r) => ({ name: r.title, className: r.id })),
  disabledProcessors: rows.filter((r) => !r.enabled).map((r) => r.id),
});

/** Message processors: their order and which are enabled (`/system/messageprocessors/config`). */
export function MessageProcessorsSection({ canEdit }: { canEdit: boolean }) {
  const config = useMessageProcessorsConfig();
  const update = useUpdateMessageProcessorsConfig();
  const T = MESSAGE_PROCESSORS_TEXTS;

  return (
    <ConfigurationSection
      title={T.title}
      help={T.help}
      config={config}
      canEdit={canEdit}
      modalTitle={T.modalTitle}
      toDraft={rowsOf}
      save={(rows) => update.trigger(configOf(rows))}
      submitting={update.isMutating}
      renderForm={(rows, change) => (
        <>
          <p>{T.modalHelp}</p>
          <SortableList
            aria-label="Message processors in order"
            items={rows}
            onMoveItem={(moved) => change(() => moved)}
            renderItem={(row) => (
              <Checkbox
                label={row.title}
                checked={row.enabled}
                onChange={(checked) => change((current) => current.map((r) => (r.id === row.id ? { ...r, enabled: checked } : r)))}
              />
            )}
          />
        </>
      )}
    >
      {(data) => (
        <DescriptionList
          items={rowsOf(data).map((row, index) => ({
            key: row.id,
            term: `${index + 1}. ${row.title}`,
            description: <Badge variant={row.enabled ? 'success' : 'default'}>{row.enabled ? T.active : T.disabled}</Badge>,
          }))}
        />
      )}
    </ConfigurationSection>
  );
}
