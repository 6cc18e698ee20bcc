export const ICON_NAMES = [
  'alert-triangle', 'arrow-down', 'arrow-up', 'arrow-up-down', 'bell', 'check', 'chevron-down', 'chevron-left', 'chevron-right',
  'chevron-up', 'circle-alert', 'circle-check', 'clipboard', 'clock', 'copy', 'dashboard', 'download', 'edit', 'external-link', 'eye',
  'eye-off', 'filter', 'grip', 'help', 'info', 'loader', 'logout', 'maximize', 'minimize', 'moon', 'more', 'pin', 'pin-off', 'play',
  'plus', 'refresh', 'save', 'search', 'server', 'settings', 'share', 'star', 'sun', 'trash', 'upload', 'user', 'x',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const ICON_SIZES = { xs: 12, sm: 14, md: 16, lg: 20, xl: 24 } as const;
export type IconSize = keyof typeof ICON_SIZES;
