/** Every JSON fixture copied from Graylog 5.1.13 (see fixtures/INDEX.md). */
export declare function fixtureNames(): string[];
export declare function loadFixture(name: string): unknown;
/**
 * Paths of `original`'s leaves whose value does not come back unchanged in `written`, except those
 * matching `legacy` (older shapes that are written in the 5.1 form on purpose). A null leaf may
 * come back null or absent; a number leaf may come back as the equal number.
 */
export declare function lostLeaves(original: unknown, written: unknown, legacy?: RegExp[]): string[];
