import { useId, useState, type ReactNode } from 'react';
import { Alert, type AlertVariant } from '../Alert/Alert';
import { Button } from '../Button/Button';

export interface PublicNotificationProps {
  /** Colour and urgency. */
  variant?: AlertVariant;
  /** The bold first line. */
  title: string;
  /** Always visible. */
  shortMessage: ReactNode;
  /** Revealed with Read More, hidden again with Read Less. */
  longMessage?: ReactNode;
  /** Inactive notifications are not shown. */
  isActive?: boolean;
  /** Shows a close button; once dismissed the notification stays hidden. */
  isDismissible?: boolean;
  /** Called on dismissal, e.g. to remember it. */
  onDismiss?: () => void;
}

/** An announcement for all users at the top of the page (maintenance windows, licence notices). */
export function PublicNotification({
  variant = 'info',
  title,
  shortMessage,
  longMessage,
  isActive = true,
  isDismissible = false,
  onDismiss,
}: PublicNotificationProps) {
  const [dismissed, setDismissed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const longId = useId();
  if (!isActive || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    onDismiss?.();
  };
  return (
    <Alert variant={variant} title={title} onDismiss={isDismissible ? dismiss : undefined}>
      <div>{shortMessage}</div>
      {longMessage && (
        <>
          {expanded && <div id={longId}>{longMessage}</div>}
          <Button variant="link" size="small" aria-expanded={expanded} aria-controls={longId} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Read Less' : 'Read More'}
          </Button>
        </>
      )}
    </Alert>
  );
}
