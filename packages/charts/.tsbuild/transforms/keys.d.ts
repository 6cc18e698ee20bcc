import type { PivotDescriptor } from './types';
/** Shown instead of an empty grouping value. */
export declare const EMPTY_VALUE_LABEL = "Empty Value";
/** Joins the parts of a composite key for display. */
export declare const KEY_SEPARATOR = " - ";
/** Field name of each key position, in order, flattening multi-field pivots. */
export declare function keyFields(pivots: readonly PivotDescriptor[]): {
    field: string;
    time: boolean;
}[];
/** A timestamp as `YYYY-MM-DD HH:mm:ss` in the given IANA timezone. */
export declare function formatTimestamp(date: Date, timezone: string): string;
/** Parses a time key (ISO 8601 with offset, as the server sends it); `null` when it is not a date. */
export declare function parseTimeKey(value: string): Date | null;
/** Display label of one key part: empty values get the empty label, time keys the user's timezone. */
export declare function formatKeyPart(value: string | null | undefined, time: boolean, timezone: string): string;
/** The timezone the browser runs in, the default for labels. */
export declare function browserTimezone(): string;
