// The public surface of @sift/ui. Explicit named exports only; a test snapshots this list.
export {
  createTheme,
  createColors,
  createSpacing,
  colorVars,
  cssVariableDeclarations,
  themeStylesheet,
  typography,
  breakpoints,
  media,
  GRID_UNIT,
  ROOT_FONT_SIZE,
  INTENTS,
  THEME_MODES,
  THEME_MODE_STORAGE_KEY,
  isThemeMode,
  resolveThemeMode,
  SiftThemeProvider,
  GlobalStyles,
  useThemeMode,
} from './theme';
export type {
  SiftTheme,
  ThemeColors,
  IntentColors,
  Intent,
  ColorVars,
  Spacing,
  Typography,
  Breakpoint,
  ThemeMode,
  ThemeModeSources,
  SiftThemeProviderProps,
  UseThemeModeOptions,
  UseThemeModeResult,
} from './theme';

export { Icon } from './Icon/Icon';
export type { IconProps } from './Icon/Icon';
export { ICON_NAMES, ICON_SIZES } from './Icon/iconNames';
export type { IconName, IconSize } from './Icon/iconNames';

export { Spinner, SPINNER_DELAY_MS } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';

export { Button, IconButton, ButtonGroup, ButtonToolbar } from './Button/Button';
export type { ButtonProps, ButtonAsButtonProps, ButtonAsLinkProps, IconButtonProps, ButtonGroupProps } from './Button/Button';
export { BUTTON_VARIANTS, BUTTON_SIZES } from './Button/buttonTokens';
export type { ButtonVariant, ButtonSize } from './Button/buttonTokens';

export { Logo } from './Logo/Logo';
export type { LogoProps } from './Logo/Logo';
export { LoginLayout, LOGIN_TAGLINE } from './LoginLayout/LoginLayout';
export type { LoginLayoutProps } from './LoginLayout/LoginLayout';

// Issue 7: tables, lists and input controls.
export { NUMBER_FORMATS, formatNumber, formatPercentage, formatBytes, formatPrecise } from './format';
export type { NumberFormat } from './format';
export { DATE_TIME_FORMATS, INVALID_DATE_TEXT, formatDateTime } from './format';
export type { DateTimeFormat, DateInput } from './format';
export { ALLOWED_URL_PROTOCOLS, isAbsoluteUrl, isAllowedProtocol } from './format';
export { Pagination } from './Pagination/Pagination';
export type { PaginationProps } from './Pagination/Pagination';
export {
  FIRST_PAGE,
  GENERIC_PAGE_SIZES,
  GENERIC_DEFAULT_PAGE_SIZE,
  LIST_PAGE_SIZES,
  LIST_DEFAULT_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  pageCount,
  clampPage,
  withPageSize,
  withQuery,
} from './Pagination/paginationRules';
export type { PaginationState } from './Pagination/paginationRules';
export { PAGE_PARAM, PAGE_SIZE_PARAM, readUrlPagination, writeUrlPagination } from './Pagination/urlPagination';
export type { UrlPagination, UrlPaginationOptions } from './Pagination/urlPagination';
export { PaginatedList, FILTER_LABEL } from './PaginatedList/PaginatedList';
export type { PaginatedListProps } from './PaginatedList/PaginatedList';
export { useDebouncedCallback } from './PaginatedList/useDebouncedCallback';
// End of issue 7 block.
