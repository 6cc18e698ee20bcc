export { NUMBER_FORMATS, formatNumber, formatPercentage, formatBytes, formatPrecise } from './numbers';
export type { NumberFormat } from './numbers';
export { DATE_TIME_FORMATS, INVALID_DATE_TEXT, formatDateTime } from './dates';
export type { DateTimeFormat, DateInput } from './dates';
export { ALLOWED_URL_PROTOCOLS, isAbsoluteUrl, isAllowedProtocol } from './urls';
