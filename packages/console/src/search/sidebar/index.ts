// The search sidebar: Description, Create, Highlighting and Fields.
export { SearchSidebar, type SearchSidebarProps } from './SearchSidebar';
export { SIDEBAR_CONTENT_WIDTH, SIDEBAR_NAV_WIDTH, SIDEBAR_SECTIONS, type SidebarSection } from './sidebarState';
export { addToQueryFragment, escapeQueryValue, excludeFromQueryFragment, joinQueries } from './fieldActions';
