import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  colorVars,
  ConfirmDialog,
  CopyToClipboardButton,
  FloatingDialog,
  FLOATING_DIALOG_DEFAULT_SIZE,
  Textarea,
} from '@sift/ui';
import { useScratchpad } from './ScratchpadContext';
import { boundsOf, SCRATCHPAD_AUTOSAVE_MS, SCRATCHPAD_STATUS_MS, SCRATCHPAD_TEXTS } from './scratchpadState';

const Body = styled.div`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 8px;
  height: 100%;
`;

// The notes fill the dialog, however the user sizes it.
const Content = styled(Textarea)`
  height: 100%;
  min-height: 120px;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Status = styled.span`
  flex: 1;
  color: ${colorVars.text.secondary};
`;

/**
 * The floating scratchpad (3-administration.md §4): autosaves 500 ms after input, shows a status
 * for 1 s, clears after confirmation, copies, and warns about sensitive data until "Got It!".
 */
export function Scratchpad() {
  const { state, update } = useScratchpad();
  const [value, setValue] = useState(state.value);
  const [status, setStatus] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(saveTimer.current);
      clearTimeout(statusTimer.current);
    },
    [],
  );

  const showStatus = (text: string) => {
    setStatus(text);
    clearTimeout(statusTimer.current);
    statusTimer.current = setTimeout(() => setStatus(null), SCRATCHPAD_STATUS_MS);
  };

  const onInput = (next: string) => {
    setValue(next);
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      update({ value: next });
      showStatus(SCRATCHPAD_TEXTS.autoSaved);
    }, SCRATCHPAD_AUTOSAVE_MS);
  };

  // FloatingDialog keeps its bounds to itself; record them after each drag or resize ends (pointer
  // released), and after each keyboard move or resize (key released).
  useEffect(() => {
    const record = () => {
      const dialog = bodyRef.current?.closest('[role="dialog"]');
      if (!dialog) return;
      const { x, y, width, height } = boundsOf(dialog);
      // Not laid out (hidden, or no layout engine): nothing worth keeping.
      if (width === 0 || height === 0) return;
      if (state.position?.x === x && state.position.y === y && state.size?.width === width && state.size.height === height) return;
      update({ position: { x, y }, size: { width, height } });
    };
    window.addEventListener('pointerup', record);
    window.addEventListener('keyup', record);
    return () => {
      window.removeEventListener('pointerup', record);
      window.removeEventListener('keyup', record);
    };
  }, [state.position, state.size, update]);

  return (
    <>
      <FloatingDialog
        open
        title={SCRATCHPAD_TEXTS.title}
        onClose={() => update({ opened: false })}
        defaultSize={state.size ?? FLOATING_DIALOG_DEFAULT_SIZE}
        defaultPosition={state.position ?? undefined}
      >
        <Body ref={bodyRef}>
          {!state.securityConfirmed ? (
            <Alert variant="warning">
              {SCRATCHPAD_TEXTS.securityWarning}{' '}
              <Button size="small" onClick={() => update({ securityConfirmed: true })}>
                {SCRATCHPAD_TEXTS.gotIt}
              </Button>
            </Alert>
          ) : (
            <span />
          )}
          <Content
            aria-label="Scratchpad content"
            monospace
            resizable={false}
            value={value}
            onChange={(event) => onInput(event.target.value)}
            spellCheck={false}
          />
          <Footer>
            <Status role="status" aria-label="Scratchpad status">
              {status}
            </Status>
            <CopyToClipboardButton text={() => value} onCopied={() => showStatus(SCRATCHPAD_TEXTS.copied)}>
              Copy
            </CopyToClipboardButton>
            <Button size="small" variant="danger" onClick={() => setConfirming(true)}>
              Clear
            </Button>
          </Footer>
        </Body>
      </FloatingDialog>
      <ConfirmDialog
        open={confirming}
        title={SCRATCHPAD_TEXTS.confirmTitle}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          clearTimeout(saveTimer.current);
          setConfirming(false);
          setValue('');
          update({ value: '' });
          showStatus(SCRATCHPAD_TEXTS.cleared);
        }}
      >
        {SCRATCHPAD_TEXTS.confirmBody}
      </ConfirmDialog>
    </>
  );
}
