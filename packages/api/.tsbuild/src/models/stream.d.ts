import { type JsonObject } from './decode';
/** Stream rule types by numeric id (API.md §8). */
export declare const STREAM_RULE_TYPES: {
    readonly 1: "EXACT";
    readonly 2: "REGEX";
    readonly 3: "GREATER";
    readonly 4: "SMALLER";
    readonly 5: "PRESENCE";
    readonly 6: "CONTAINS";
    readonly 7: "ALWAYS_MATCH";
    readonly 8: "MATCH_INPUT";
};
export type StreamRuleTypeId = keyof typeof STREAM_RULE_TYPES;
export interface StreamRuleWire {
    id: string;
    stream_id: string;
    type: StreamRuleTypeId;
    field: string;
    value: string;
    inverted: boolean;
    description: string | null;
}
export interface StreamRule {
    id: string;
    streamId: string;
    type: StreamRuleTypeId;
    field: string;
    value: string;
    inverted: boolean;
    description: string | null;
}
/** StreamResponse of `GET /streams` and `GET /streams/{id}`. */
export interface StreamWire {
    id: string;
    creator_user_id: string;
    /** Output summaries (`GET /streams`) or output ids (`/streams/paginated`). */
    outputs: Array<JsonObject | string>;
    matching_type: 'AND' | 'OR';
    description: string | null;
    created_at: string;
    disabled: boolean;
    rules: StreamRuleWire[];
    title: string;
    content_pack: string | null;
    is_default: boolean | null;
    remove_matches_from_default_stream: boolean;
    index_set_id: string;
    is_editable: boolean;
}
export interface Stream {
    id: string;
    creatorUserId: string;
    /** Output summaries (`GET /streams`) or output ids (`/streams/paginated`), as sent. */
    outputs: Array<JsonObject | string>;
    matchingType: 'AND' | 'OR';
    description: string | null;
    createdAt: string;
    /** True when the stream is paused. */
    disabled: boolean;
    rules: StreamRule[];
    title: string;
    contentPack: string | null;
    isDefault: boolean;
    removeMatchesFromDefaultStream: boolean;
    indexSetId: string;
    isEditable: boolean;
}
export declare function decodeStreamRule(value: unknown, field: string): StreamRule;
export declare function encodeStreamRule(rule: StreamRule): StreamRuleWire;
export declare function decodeStream(value: unknown, field?: string): Stream;
export declare function encodeStream(stream: Stream): StreamWire;
/** Stream rule type descriptors of `GET /streams/{id}/rules/types`. */
export interface StreamRuleTypeWire {
    id: StreamRuleTypeId;
    name: string;
    short_desc: string;
    long_desc: string;
}
export declare function decodeStreamRuleType(value: unknown, field: string): StreamRuleTypeWire;
