/** Where the API lives: an optional application path prefix (1-shell.md §2.4) plus the API base. */
export interface ApiLocation {
    /** Base of the REST API, `/api` by default; an absolute URL is used as is, without the prefix. */
    apiBase?: string;
    /** Path prefix the console is served under, e.g. `/graylog`; empty by default. */
    appPathPrefix?: string;
}
/** Joins prefix, API base and a call path into the URL to fetch; query values are encoded. */
export declare function qualifyUrl(location: ApiLocation, path: string, query?: Record<string, string | number | boolean | undefined | null>): string;
/** Encodes one path segment (ids, GRNs, class names, user names). */
export declare function segment(value: string): string;
