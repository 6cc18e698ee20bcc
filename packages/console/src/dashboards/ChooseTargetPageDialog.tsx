import { useState } from 'react';
import { Button, ButtonToolbar, Checkbox, EmptyState, Modal, RadioGroup } from '@sift/ui';
import { NO_PAGES_FOUND } from './widgetTransfer';

export const CHOOSE_TARGET_PAGE = 'Choose Target Page';
export const MOVE_TO_PAGE = 'Move to page';
export const KEEP_COPY = 'Keep a copy on this page';

export interface ChooseTargetPageDialogProps {
  /** The dashboard's pages; the current one is left out. */
  pages: ReadonlyArray<{ id: string; title: string }>;
  currentPage: string;
  onMove: (targetPage: string, keepCopy: boolean) => void;
  onCancel: () => void;
}

/** "Choose Target Page": another page of the dashboard, and whether a copy stays; Move waits for a choice (§5). */
export function ChooseTargetPageDialog({ pages, currentPage, onMove, onCancel }: ChooseTargetPageDialogProps) {
  const [target, setTarget] = useState<string | undefined>(undefined);
  const [keepCopy, setKeepCopy] = useState(false);
  const others = pages.filter((page) => page.id !== currentPage);
  return (
    <Modal
      open
      onClose={onCancel}
      title={CHOOSE_TARGET_PAGE}
      footer={
        <ButtonToolbar>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="primary" disabled={target === undefined} onClick={() => target !== undefined && onMove(target, keepCopy)}>
            Move
          </Button>
        </ButtonToolbar>
      }
    >
      {others.length === 0 ? (
        <EmptyState text={NO_PAGES_FOUND} />
      ) : (
        <RadioGroup
          aria-label="Target page"
          options={others.map((page) => ({ value: page.id, label: page.title }))}
          value={target}
          onChange={setTarget}
        />
      )}
      <Checkbox label={KEEP_COPY} checked={keepCopy} onChange={setKeepCopy} />
    </Modal>
  );
}
