/**
 * A response did not have the shape the console relies on. `field` is the path of the offending
 * value (e.g. `state.q1.widgets[0].type`), so the message says what was wrong rather than the UI
 * rendering garbage.
 */
export declare class ResponseShapeError extends Error {
    name: string;
    readonly field: string;
    readonly received: unknown;
    constructor(field: string, expected: string, received: unknown);
}
/** A value outside a closed enumeration (e.g. a widget `type` or a time range `type`). */
export declare class UnknownEnumValueError extends ResponseShapeError {
    name: string;
    readonly allowed: readonly string[];
    constructor(field: string, allowed: readonly (string | number)[], received: unknown);
}
export type JsonObject = Record<string, unknown>;
export declare function isObject(value: unknown): value is JsonObject;
export declare function obj(value: unknown, field: string): JsonObject;
export declare function str(value: unknown, field: string): string;
export declare function optStr(value: unknown, field: string): string | null;
export declare function num(value: unknown, field: string): number;
export declare function optNum(value: unknown, field: string): number | null;
export declare function bool(value: unknown, field: string): boolean;
export declare function boolOr(value: unknown, field: string, fallback: boolean): boolean;
export declare function arr<T>(value: unknown, field: string, item: (entry: unknown, field: string) => T): T[];
/** An array that may be missing or null on the wire (Graylog's `[]` defaults). */
export declare function arrOr<T>(value: unknown, field: string, item: (entry: unknown, field: string) => T): T[];
export declare function strings(value: unknown, field: string): string[];
export declare function record<T>(value: unknown, field: string, item: (entry: unknown, field: string) => T): Record<string, T>;
export declare function oneOf<T extends string | number>(allowed: readonly T[], value: unknown, field: string): T;
/** Any JSON value kept as is (opaque configs, message fields). */
export declare function json(value: unknown): unknown;
/** Parses a response body that must be present (not a 204). */
export declare function required<T>(value: T | null, field: string): T;
