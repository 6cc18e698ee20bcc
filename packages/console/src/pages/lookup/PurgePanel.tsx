import { useState } from 'react';
import { usePurgeLookupTable } from '@sift/api';
import { Button, ConfirmDialog, Form, FormField, Panel, toast } from '@sift/ui';
import { runReporting } from '../streams/reportFailure';
import { LOOKUP_FAILURES, LOOKUP_TEXTS, purgedAllText, purgedKeyText } from './lookupTexts';

/** Drops cached answers of the table on every node: one key, or all after a confirmation. */
export function PurgePanel({ tableName, tableTitle }: { tableName: string; tableTitle: string }) {
  const purge = usePurgeLookupTable();
  const [confirmAll, setConfirmAll] = useState(false);
  return (
    <Panel
      title="Purge cache"
      headingLevel={2}
      actions={
        <Button size="small" variant="danger" onClick={() => setConfirmAll(true)}>
          {LOOKUP_TEXTS.purgeAll}
        </Button>
      }
    >
      <Form<{ key: string }>
        aria-label={LOOKUP_TEXTS.purgeKey}
        onSubmit={async ({ key }, form) => {
          if (await runReporting(() => purge.trigger(tableName, key), LOOKUP_FAILURES.purge)) {
            toast.success(purgedKeyText(key, tableTitle));
            form.restart();
          }
        }}
      >
        <FormField name="key" label="Key to purge" required help="The next lookup of this key asks the data adapter again." />
        <div>
          <Button type="submit">{LOOKUP_TEXTS.purgeKey}</Button>
        </div>
      </Form>
      <ConfirmDialog
        open={confirmAll}
        title="Purge the whole cache"
        confirmText={LOOKUP_TEXTS.purgeAll}
        confirmVariant="danger"
        submitting={purge.isMutating}
        onCancel={() => setConfirmAll(false)}
        onConfirm={() =>
          void runReporting(() => purge.trigger(tableName), LOOKUP_FAILURES.purge).then((done) => {
            if (done) toast.success(purgedAllText(tableTitle));
            setConfirmAll(false);
          })
        }
      >
        {`Every cached answer of lookup table "${tableTitle}" is dropped; the following lookups ask its data adapter again.`}
      </ConfirmDialog>
    </Panel>
  );
}
