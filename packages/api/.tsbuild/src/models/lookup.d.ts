import { type JsonObject } from './decode';
export declare const LOOKUP_VALUE_TYPES: readonly ["STRING", "NUMBER", "OBJECT", "BOOLEAN", "NULL"];
export type LookupValueType = (typeof LOOKUP_VALUE_TYPES)[number];
/** LookupTableApi (API.md §10); note `_scope` with a leading underscore. */
export interface LookupTableWire {
    id: string;
    _scope: string | null;
    title: string;
    description: string;
    name: string;
    cache_id: string;
    data_adapter_id: string;
    content_pack: string | null;
    default_single_value: string;
    default_single_value_type: LookupValueType;
    default_multi_value: string;
    default_multi_value_type: LookupValueType;
}
export interface LookupTable {
    id: string;
    scope: string | null;
    title: string;
    description: string;
    name: string;
    cacheId: string;
    dataAdapterId: string;
    contentPack: string | null;
    defaultSingleValue: string;
    defaultSingleValueType: LookupValueType;
    defaultMultiValue: string;
    defaultMultiValueType: LookupValueType;
}
export declare function decodeLookupTable(value: unknown, field?: string): LookupTable;
export declare function encodeLookupTable(table: LookupTable): LookupTableWire;
/** CacheApi and DataAdapterApi share this shape; `config` is polymorphic by `type`. */
export interface LookupComponentWire {
    id: string;
    _scope: string | null;
    title: string;
    description: string;
    name: string;
    content_pack: string | null;
    config: JsonObject & {
        type: string;
    };
    custom_error_ttl_enabled?: boolean | null;
    custom_error_ttl?: number | null;
    custom_error_ttl_unit?: string | null;
}
export interface LookupComponent {
    id: string;
    scope: string | null;
    title: string;
    description: string;
    name: string;
    contentPack: string | null;
    /** The cache or adapter type, e.g. `guava_cache`, `none`, `csvfile`, `dsvhttp`. */
    configType: string;
    config: JsonObject;
    customErrorTtl: {
        enabled: boolean | null;
        value: number | null;
        unit: string | null;
    } | null;
}
export declare function decodeLookupComponent(value: unknown, field?: string): LookupComponent;
export declare function encodeLookupComponent(component: LookupComponent): LookupComponentWire;
