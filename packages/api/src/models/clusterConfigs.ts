import { boolOr, obj, str } from './decode';

/*
 * Cluster configurations shown on System -> Configurations (3-administration.md §3, §9): the wire
 * objects of `/system/cluster_config/{class}` as the console uses them, with Graylog's defaults for
 * fields (or whole objects) the server has not stored.
 */

/** Who entities may be shared with. */
export const PERMISSIONS_CONFIG_CLASS = 'org.graylog2.users.UserAndTeamsConfig' as const;
export interface PermissionsConfig {
  allowSharingWithEveryone: boolean;
  allowSharingWithUsers: boolean;
}
export type PermissionsConfigWire = { allow_sharing_with_everyone: boolean; allow_sharing_with_users: boolean };
/** Sharing is allowed with everyone and with users by default. */
export const DEFAULT_PERMISSIONS_CONFIG: PermissionsConfig = { allowSharingWithEveryone: true, allowSharingWithUsers: true };

export function decodePermissionsConfig(value: unknown, field = 'permissions'): PermissionsConfig {
  const source = obj(value, field);
  return {
    allowSharingWithEveryone: boolOr(
      source['allow_sharing_with_everyone'],
      `${field}.allow_sharing_with_everyone`,
      DEFAULT_PERMISSIONS_CONFIG.allowSharingWithEveryone,
    ),
    allowSharingWithUsers: boolOr(
      source['allow_sharing_with_users'],
      `${field}.allow_sharing_with_users`,
      DEFAULT_PERMISSIONS_CONFIG.allowSharingWithUsers,
    ),
  };
}

export function encodePermissionsConfig(config: PermissionsConfig): PermissionsConfigWire {
  return { allow_sharing_with_everyone: config.allowSharingWithEveryone, allow_sharing_with_users: config.allowSharingWithUsers };
}

/** The global session timeout. */
export const USER_CONFIG_CLASS = 'org.graylog2.users.UserConfiguration' as const;
export interface UserConfig {
  enableGlobalSessionTimeout: boolean;
  /** An ISO-8601 period, e.g. `PT1H`. */
  globalSessionTimeoutInterval: string;
}
export type UserConfigWire = { enable_global_session_timeout: boolean; global_session_timeout_interval: string };
/** The global session timeout is off, with one hour ready, by default. */
export const DEFAULT_USER_CONFIG: UserConfig = { enableGlobalSessionTimeout: false, globalSessionTimeoutInterval: 'PT1H' };

export function decodeUserConfig(value: unknown, field = 'user_config'): UserConfig {
  const source = obj(value, field);
  const interval = source['global_session_timeout_interval'];
  return {
    enableGlobalSessionTimeout: boolOr(
      source['enable_global_session_timeout'],
      `${field}.enable_global_session_timeout`,
      DEFAULT_USER_CONFIG.enableGlobalSessionTimeout,
    ),
    globalSessionTimeoutInterval:
      interval === undefined || interval === null
        ? DEFAULT_USER_CONFIG.globalSessionTimeoutInterval
        : str(interval, `${field}.global_session_timeout_interval`),
  };
}

export function encodeUserConfig(config: UserConfig): UserConfigWire {
  return {
    enable_global_session_timeout: config.enableGlobalSessionTimeout,
    global_session_timeout_interval: config.globalSessionTimeoutInterval,
  };
}
