import { type JsonObject } from './decode';
/** InputSummary of `GET /system/inputs` (API.md §9). */
export interface InputWire {
    id: string;
    title: string;
    global: boolean;
    name: string;
    content_pack: string | null;
    created_at: string;
    type: string;
    creator_user_id: string;
    attributes: JsonObject;
    static_fields: Record<string, string>;
    node: string | null;
}
export interface Input {
    id: string;
    title: string;
    global: boolean;
    /** Display name of the input type. */
    name: string;
    contentPack: string | null;
    createdAt: string;
    /** Class name, e.g. `org.graylog2.inputs.syslog.udp.SyslogUDPInput`. */
    type: string;
    creatorUserId: string;
    /** Configuration; secrets arrive masked. */
    attributes: JsonObject;
    staticFields: Record<string, string>;
    /** Node id, or null for a global input. */
    node: string | null;
}
export declare function decodeInput(value: unknown, field?: string): Input;
export declare function encodeInput(input: Input): InputWire;
export declare const INPUT_STATES: readonly ["CREATED", "INITIALIZED", "INVALID_CONFIGURATION", "STARTING", "RUNNING", "FAILED", "STOPPING", "STOPPED", "TERMINATED", "FAILING"];
export type InputStateType = (typeof INPUT_STATES)[number];
export interface InputState {
    id: string;
    state: InputStateType;
    startedAt: string | null;
    detailedMessage: string | null;
    input: Input;
}
/** `GET /cluster/inputstates`: node id → states (null for an unreachable node). */
export declare function decodeClusterInputStates(value: unknown, field?: string): Record<string, InputState[] | null>;
