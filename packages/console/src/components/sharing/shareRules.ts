import type { EntityShareState, Grantee } from '@sift/api';

/** A capability id on the wire: view, manage or own (API.md §13). */
export type CapabilityId = string;

/** The capability a new collaborator starts with: the one titled Viewer, else the first (3-administration.md §3). */
export function defaultCapability(state: EntityShareState): CapabilityId | undefined {
  return (state.availableCapabilities.find((c) => c.title === 'Viewer') ?? state.availableCapabilities[0])?.id;
}

/** A grantee by GRN: from the available grantees, else a stand-in titled by `fallbackTitle` or the GRN itself. */
export function granteeOf(state: EntityShareState, id: string, fallbackTitle?: (id: string) => string | undefined): Grantee {
  const known = state.availableGrantees.find((g) => g.id === id);
  if (known) return known;
  const type = id.includes(':builtin-team:') ? 'global' : id.includes(':team:') ? 'team' : 'user';
  return { id, type, title: fallbackTitle?.(id) ?? id };
}

/** How a collaborator differs from the active shares: new (not shared yet), changed (another capability) or unchanged. */
export type CollaboratorStatus = 'new' | 'changed' | 'unchanged';

export function collaboratorStatus(state: EntityShareState, granteeId: string, capability: CapabilityId): CollaboratorStatus {
  const active = state.activeShares.find((share) => share.grantee === granteeId);
  if (!active) return 'new';
  return active.capability === capability ? 'unchanged' : 'changed';
}

/** The owners (capability own) of the active shares that the selection no longer keeps as owners. */
export function removedOwners(state: EntityShareState, selected: Record<string, CapabilityId>): string[] {
  return state.activeShares
    .filter((share) => share.capability === 'own' && selected[share.grantee] !== 'own')
    .map((share) => share.grantee);
}

/** Grantees that can still be added: available and not already collaborators. */
export function addableGrantees(state: EntityShareState, selected: Record<string, CapabilityId>): Grantee[] {
  return state.availableGrantees.filter((g) => !(g.id in selected));
}

/** Server validation messages other than the ownerless one (which the dialog words itself). */
export function otherValidationErrors(state: EntityShareState): string[] {
  const errors = state.validationResult?.errors ?? {};
  return Object.values(errors)
    .flat()
    .filter((message) => !message.startsWith('Removing the following owners'));
}

/** Owners named by the validation error context, when the server sent them. */
export function contextOwners(state: EntityShareState): string[] {
  const context = state.validationResult?.errorContext['selected_grantee_capabilities'];
  return Array.isArray(context) ? context.filter((id): id is string => typeof id === 'string') : [];
}
