import { ApiError } from '../http/errors.js';
import { type JsonObject, isObject } from '../http/body.js';
import type { ClusterConfigClass } from './cluster-config-classes.js';

/**
 * Customization sections (3-administration.md §3 "keyed sections, stored in cluster configuration",
 * §7 "GET and PUT on the cluster-config path plus /{key}"). The keys are the ones Graylog's web interface
 * reads its customization settings under (`pluginUISettings` in `util/AppConfig`).
 */
export const PUBLIC_NOTIFICATIONS = 'org.graylog.plugins.customization.notifications';
export const THEME_CUSTOMIZATION = 'org.graylog.plugins.customization.theme';

/** Short aliases accepted by `/system/customization/{key}`. */
export const CUSTOMIZATION_ALIASES: Readonly<Record<string, string>> = { notifications: PUBLIC_NOTIFICATIONS, theme: THEME_CUSTOMIZATION };

/** Graylog's `ColorVariant`. */
export const NOTIFICATION_VARIANTS = ['danger', 'default', 'info', 'primary', 'success', 'warning'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

/** One public notification, field names as on the wire (Graylog's `theme/types` `Notification`). */
export interface PublicNotification {
  title: string;
  shortMessage: string;
  longMessage: string;
  isActive: boolean;
  isDismissible: boolean;
  atLogin: boolean;
  isGlobal: boolean;
  variant: NotificationVariant;
  hiddenTitle: boolean;
}

const MAX_NOTIFICATIONS = 100;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const BOOLEAN_FIELDS = ['isActive', 'isDismissible', 'atLogin', 'isGlobal', 'hiddenTitle'] as const;
const STRING_LIMITS = { title: 1024, shortMessage: 4096, longMessage: 65536 } as const;
const KNOWN_FIELDS: readonly string[] = [...Object.keys(STRING_LIMITS), ...BOOLEAN_FIELDS, 'variant'];

const cannotParse = (cls: string) => new ApiError(400, `Couldn't parse cluster configuration "${cls}".`);

const isVariant = (v: unknown): v is NotificationVariant =>
  typeof v === 'string' && (NOTIFICATION_VARIANTS as readonly string[]).includes(v);

/** Validates one notification and fills in the optional fields; null when Graylog could not map it. */
function readNotification(value: unknown): PublicNotification | null {
  if (!isObject(value)) return null;
  if (Object.keys(value).some((k) => !KNOWN_FIELDS.includes(k))) return null;
  const text = (key: keyof typeof STRING_LIMITS, required: boolean): string | null => {
    const v = value[key];
    if (v === undefined || v === null) return required ? null : '';
    if (typeof v !== 'string' || v.length > STRING_LIMITS[key]) return null;
    if (required && v.trim() === '') return null;
    return v;
  };
  const title = text('title', true);
  const shortMessage = text('shortMessage', true);
  const longMessage = text('longMessage', false);
  if (title === null || shortMessage === null || longMessage === null) return null;
  const flags: Partial<Record<(typeof BOOLEAN_FIELDS)[number], boolean>> = {};
  for (const key of BOOLEAN_FIELDS) {
    const v = value[key];
    if (v !== undefined && v !== null && typeof v !== 'boolean') return null;
    flags[key] = v === true;
  }
  const variant = value['variant'] ?? 'default';
  if (!isVariant(variant)) return null;
  return {
    title,
    shortMessage,
    longMessage,
    isActive: flags.isActive === true,
    isDismissible: flags.isDismissible === true,
    atLogin: flags.atLogin === true,
    isGlobal: flags.isGlobal === true,
    variant,
    hiddenTitle: flags.hiddenTitle === true,
  };
}

/** The public-notifications map `{<id>: PublicNotification}`; any invalid entry refuses the whole body. */
export function parsePublicNotifications(body: JsonObject): Record<string, PublicNotification> {
  const entries = Object.entries(body);
  if (entries.length > MAX_NOTIFICATIONS) throw cannotParse(PUBLIC_NOTIFICATIONS);
  const out: Record<string, PublicNotification> = {};
  for (const [id, value] of entries) {
    const notification = ID.test(id) ? readNotification(value) : null;
    if (!notification) throw cannotParse(PUBLIC_NOTIFICATIONS);
    out[id] = notification;
  }
  return out;
}

const publicNotifications: ClusterConfigClass = {
  name: PUBLIC_NOTIFICATIONS,
  defaults: () => ({}),
  parse: (body) => parsePublicNotifications(body) as unknown as JsonObject,
};

/** Theme colours per mode: `{<mode>: {<group>: {<key>: <colour string>}}}`, kept as sent within bounds. */
const MAX_THEME_JSON = 64 * 1024;
const themeLeaf = (v: unknown) => typeof v === 'string' && v.length <= 256;
const themeTree = (v: unknown, depth: number): boolean =>
  isObject(v) &&
  Object.keys(v).length <= 200 &&
  Object.entries(v).every(([k, x]) => k.length <= 128 && (themeLeaf(x) || (depth < 3 && themeTree(x, depth + 1))));

const theme: ClusterConfigClass = {
  name: THEME_CUSTOMIZATION,
  defaults: () => ({}),
  parse: (body) => {
    if (!themeTree(body, 0) || JSON.stringify(body).length > MAX_THEME_JSON) throw cannotParse(THEME_CUSTOMIZATION);
    return body;
  },
};

export const CUSTOMIZATION_CLASSES: readonly ClusterConfigClass[] = [publicNotifications, theme];
