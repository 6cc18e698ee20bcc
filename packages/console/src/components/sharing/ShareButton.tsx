import { toGrn } from '@sift/api';
import { Button, HelpPopover } from '@sift/ui';
import { useCurrentUserContext } from '../../shell/currentUser';
import { hasPermission } from '../../shell/permissions';
import { onlyOwnersMayShare, SHARING_NOT_POSSIBLE } from './sharingTexts';

export interface ShareButtonProps {
  /** The entity's GRN type and the word used in the texts, e.g. `search` or `dashboard`. */
  entityType: string;
  /** Null for an entity never saved. */
  entityId: string | null;
  /** The entity's owner (username), who may always share it. */
  owner?: string | null;
  /** Why sharing is not possible, e.g. for an unsaved view; disables the button. */
  disabledReason?: string | null;
  onClick: () => void;
}

/** Whether the user owns the entity: `entity:own:{grn}` (or `*`), or is its owner (3-administration.md §6). */
export function useIsOwner(entityType: string, entityId: string | null, owner?: string | null): boolean {
  const user = useCurrentUserContext();
  if (entityId === null) return false;
  if (owner && owner === user.username) return true;
  return hasPermission([...user.permissions, ...user.grnPermissions], `entity:own:${toGrn(entityType, entityId)}`);
}

/**
 * "Share": enabled only for owners; otherwise disabled, with "Sharing not possible" and the reason
 * (owners only, or a custom one such as an unsaved view) next to it.
 */
export function ShareButton({ entityType, entityId, owner, disabledReason, onClick }: ShareButtonProps) {
  const isOwner = useIsOwner(entityType, entityId, owner);
  const reason = disabledReason ?? (isOwner ? null : onlyOwnersMayShare(entityType));
  return (
    <>
      <Button icon="share" disabled={reason !== null} onClick={onClick}>
        Share
      </Button>
      {reason !== null && (
        <HelpPopover title={SHARING_NOT_POSSIBLE} label={SHARING_NOT_POSSIBLE}>
          {reason}
        </HelpPopover>
      )}
    </>
  );
}
