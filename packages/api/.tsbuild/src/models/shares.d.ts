import { type JsonObject } from './decode';
export declare const GRANTEE_TYPES: readonly ["global", "team", "user"];
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
    available_capabilities: Array<{
        id: CapabilityId;
        title: string;
    }>;
    active_shares: Array<{
        grant: string;
        grantee: string;
        capability: CapabilityId;
    }>;
    selected_grantee_capabilities: Record<string, CapabilityId>;
    missing_permissions_on_dependencies: Record<string, Array<{
        id: string;
        type: string;
        title: string;
        owners: GranteeWire[];
    }>>;
    validation_result?: {
        failed: boolean;
        errors: Record<string, string[]>;
        error_context: JsonObject;
    };
}
export interface EntityShareState {
    entity: string;
    sharingUser: string;
    availableGrantees: Grantee[];
    availableCapabilities: Array<{
        id: CapabilityId;
        title: string;
    }>;
    activeShares: Array<{
        grant: string;
        grantee: string;
        capability: CapabilityId;
    }>;
    selectedGranteeCapabilities: Record<string, CapabilityId>;
    missingPermissionsOnDependencies: Record<string, Array<{
        id: string;
        type: string;
        title: string;
        owners: Grantee[];
    }>>;
    /** Null when the server sent none (older shapes). */
    validationResult: {
        failed: boolean;
        errors: Record<string, string[]>;
        errorContext: JsonObject;
    } | null;
}
export declare function decodeEntityShareState(value: unknown, field?: string): EntityShareState;
export declare function encodeEntityShareState(state: EntityShareState): EntityShareStateWire;
/** Body of the prepare and update calls. */
export interface EntityShareRequestWire {
    selected_grantee_capabilities?: Record<string, CapabilityId> | null;
}
