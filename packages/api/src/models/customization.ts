import { boolOr, obj, str, UnknownEnumValueError } from './decode';

/**
 * Customization sections live on the cluster-config path under these keys (3-administration.md §7
 * "GET and PUT on the cluster-config path plus /{key}"), as in Graylog's `pluginUISettings`.
 */
export const PUBLIC_NOTIFICATIONS_CUSTOMIZATION = 'org.graylog.plugins.customization.notifications';

/** Graylog's `ColorVariant`. */
export const PUBLIC_NOTIFICATION_VARIANTS = ['danger', 'default', 'info', 'primary', 'success', 'warning'] as const;
export type PublicNotificationVariant = (typeof PUBLIC_NOTIFICATION_VARIANTS)[number];

/** One notification as on the wire; Graylog spells these fields in camelCase. */
export interface PublicNotificationWire {
  title: string;
  shortMessage: string;
  longMessage: string;
  isActive: boolean;
  isDismissible: boolean;
  atLogin: boolean;
  isGlobal: boolean;
  variant: PublicNotificationVariant;
  hiddenTitle: boolean;
}

/** The stored section: notification id to notification. */
export type PublicNotificationsWire = Record<string, PublicNotificationWire>;

/** A public notification with its id (the map key on the wire). */
export interface PublicNotification extends PublicNotificationWire {
  id: string;
}

function variant(value: unknown, field: string): PublicNotificationVariant {
  if (value === undefined || value === null) return 'default';
  if (typeof value === 'string' && (PUBLIC_NOTIFICATION_VARIANTS as readonly string[]).includes(value))
    return value as PublicNotificationVariant;
  throw new UnknownEnumValueError(field, PUBLIC_NOTIFICATION_VARIANTS, value);
}

export function decodePublicNotification(id: string, value: unknown, field = `public_notifications.${id}`): PublicNotification {
  const source = obj(value, field);
  return {
    id,
    title: str(source['title'] ?? '', `${field}.title`),
    shortMessage: str(source['shortMessage'] ?? '', `${field}.shortMessage`),
    longMessage: str(source['longMessage'] ?? '', `${field}.longMessage`),
    isActive: boolOr(source['isActive'], `${field}.isActive`, false),
    isDismissible: boolOr(source['isDismissible'], `${field}.isDismissible`, false),
    atLogin: boolOr(source['atLogin'], `${field}.atLogin`, false),
    isGlobal: boolOr(source['isGlobal'], `${field}.isGlobal`, false),
    variant: variant(source['variant'], `${field}.variant`),
    hiddenTitle: boolOr(source['hiddenTitle'], `${field}.hiddenTitle`, false),
  };
}

/** The section in stored order; null (nothing stored, 204) is an empty list. */
export function decodePublicNotifications(value: unknown, field = 'public_notifications'): PublicNotification[] {
  if (value === null || value === undefined) return [];
  return Object.entries(obj(value, field)).map(([id, entry]) => decodePublicNotification(id, entry, `${field}.${id}`));
}

export function encodePublicNotifications(notifications: readonly PublicNotification[]): PublicNotificationsWire {
  return Object.fromEntries(
    notifications.map(({ id, title, shortMessage, longMessage, isActive, isDismissible, atLogin, isGlobal, variant: v, hiddenTitle }) => [
      id,
      { title, shortMessage, longMessage, isActive, isDismissible, atLogin, isGlobal, variant: v, hiddenTitle },
    ]),
  );
}
