/** Sections of the search sidebar, in order (2-search-and-dashboards.md §2). */
export const SIDEBAR_SECTIONS = ['Description', 'Create', 'Highlighting', 'Fields'] as const;
export type SidebarSection = (typeof SIDEBAR_SECTIONS)[number];

/** Sidebar nav width 50 px, content column 270 px (§9). */
export const SIDEBAR_NAV_WIDTH = 50;
export const SIDEBAR_CONTENT_WIDTH = 270;
/** Where a read-only user's pinning is kept (§4: read-only users keep it in local storage). */
export const SIDEBAR_PINNED_STORAGE_KEY = 'sift.searchSidebarIsPinned';

/** The open section, or null when closed. A pinned sidebar starts on the first section. */
export function initialSection(pinned: boolean): SidebarSection | null {
  return pinned ? SIDEBAR_SECTIONS[0] : null;
}

/** The toggle opens the first section, or closes an open sidebar. */
export function toggleSidebar(open: SidebarSection | null): SidebarSection | null {
  return open === null ? SIDEBAR_SECTIONS[0] : null;
}

/** Choosing another section switches to it; choosing the open one closes the sidebar. */
export function chooseSection(open: SidebarSection | null, chosen: SidebarSection): SidebarSection | null {
  return open === chosen ? null : chosen;
}

/** Reserved fields: hidden in the field list unless chosen (shown in a message table). */
export function isReservedField(name: string): boolean {
  return name.startsWith('gl2_');
}

/** The field list: names matching the filter (case-insensitive), reserved fields only when chosen, sorted by name. */
export function visibleFields<T extends { name: string }>(fields: readonly T[], filter: string, chosen: ReadonlySet<string>): T[] {
  const needle = filter.trim().toLowerCase();
  return fields
    .filter((f) => !isReservedField(f.name) || chosen.has(f.name))
    .filter((f) => needle === '' || f.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name));
}
