import { arrOr, bool, isObject, obj, oneOf, record, str, strings, type JsonObject } from './decode';

export const GRANTEE_TYPES = ['global', 'team', 'user'] as const;
export type GranteeType = (typeof GRANTEE_TYPES)[number];

/** Capabilities on the wire are `view`, `manage`, `own`; older web fixtures use `grn::::capability:<id>` (API.md §13). */
export type CapabilityId = string;

export interface GranteeWire {
  id: string;
  type: GranteeType;
  title: string;
}
export type Grantee = GranteeWire;

export interface EntityShareStateWire {
  entity: string;
  sharing_user: string;
  available_grantees: GranteeWire[];
  available_capabilities: Array<{ id: CapabilityId; title: string }>;
  active_shares: Array<{ grant: string; grantee: string; capability: CapabilityId }>;
  selected_grantee_capabilities: Record<string, CapabilityId>;
  missing_permissions_on_dependencies: Record<string, Array<{ id: string; type: string; title: string; owners: GranteeWire[] }>>;
  validation_result?: { failed: boolean; errors: Record<string, string[]>; error_context: JsonObject };
}

export interface EntityShareState {
  entity: string;
  sharingUser: string;
  availableGrantees: Grantee[];
  availableCapabilities: Array<{ id: CapabilityId; title: string }>;
  activeShares: Array<{ grant: string; grantee: string; capability: CapabilityId }>;
  selectedGranteeCapabilities: Record<string, CapabilityId>;
  missingPermissionsOnDependencies: Record<string, Array<{ id: string; type: string; title: string; owners: Grantee[] }>>;
  /** Null when the server sent none (older shapes). */
  validationResult: { failed: boolean; errors: Record<string, string[]>; errorContext: JsonObject } | null;
}

function decodeGrantee(value: unknown, field: string): Grantee {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    type: oneOf(GRANTEE_TYPES, source['type'], `${field}.type`),
    title: str(source['title'], `${field}.title`),
  };
}

export function decodeEntityShareState(value: unknown, field = 'share_state'): EntityShareState {
  const source = obj(value, field);
  const validation = source['validation_result'];
  return {
    entity: str(source['entity'], `${field}.entity`),
    sharingUser: str(source['sharing_user'], `${field}.sharing_user`),
    availableGrantees: arrOr(source['available_grantees'], `${field}.available_grantees`, decodeGrantee),
    availableCapabilities: arrOr(source['available_capabilities'], `${field}.available_capabilities`, (c, f) => {
      const cap = obj(c, f);
      return { id: str(cap['id'], `${f}.id`), title: str(cap['title'], `${f}.title`) };
    }),
    activeShares: arrOr(source['active_shares'], `${field}.active_shares`, (s, f) => {
      const share = obj(s, f);
      return {
        grant: str(share['grant'], `${f}.grant`),
        grantee: str(share['grantee'], `${f}.grantee`),
        capability: str(share['capability'], `${f}.capability`),
      };
    }),
    selectedGranteeCapabilities: source['selected_grantee_capabilities']
      ? record(source['selected_grantee_capabilities'], `${field}.selected_grantee_capabilities`, str)
      : {},
    missingPermissionsOnDependencies: source['missing_permissions_on_dependencies']
      ? record(source['missing_permissions_on_dependencies'], `${field}.missing_permissions_on_dependencies`, (deps, f) =>
          arrOr(deps, f, (d, df) => {
            const dep = obj(d, df);
            return {
              id: str(dep['id'], `${df}.id`),
              type: str(dep['type'], `${df}.type`),
              title: str(dep['title'], `${df}.title`),
              owners: arrOr(dep['owners'], `${df}.owners`, decodeGrantee),
            };
          }),
        )
      : {},
    validationResult: isObject(validation)
      ? {
          failed: bool(validation['failed'], `${field}.validation_result.failed`),
          errors: validation['errors'] ? record(validation['errors'], `${field}.validation_result.errors`, (e, f) => strings(e, f)) : {},
          errorContext: isObject(validation['error_context']) ? validation['error_context'] : {},
        }
      : null,
  };
}

export function encodeEntityShareState(state: EntityShareState): EntityShareStateWire {
  const wire: EntityShareStateWire = {
    entity: state.entity,
    sharing_user: state.sharingUser,
    available_grantees: state.availableGrantees.map((g) => ({ ...g })),
    available_capabilities: state.availableCapabilities.map((c) => ({ ...c })),
    active_shares: state.activeShares.map((s) => ({ ...s })),
    selected_grantee_capabilities: state.selectedGranteeCapabilities,
    missing_permissions_on_dependencies: state.missingPermissionsOnDependencies,
  };
  if (state.validationResult) {
    wire.validation_result = {
      failed: state.validationResult.failed,
      errors: state.validationResult.errors,
      error_context: state.validationResult.errorContext,
    };
  }
  return wire;
}

/** Body of the prepare and update calls. */
export interface EntityShareRequestWire {
  selected_grantee_capabilities?: Record<string, CapabilityId> | null;
}
