import { boolOr, obj, optStr } from './decode';

const strOr = (value: unknown, field: string, fallback: string) => optStr(value, field) ?? fallback;

/** The Sidecars' settings (Graylog's `SidecarConfiguration`, "Sidecars System" on System -> Configurations). */
export const SIDECAR_CONFIG_CLASS = 'org.graylog.plugins.sidecar.system.SidecarConfiguration' as const;

export interface SidecarConfig {
  /** How often a Sidecar polls the server (ISO-8601 period). */
  updateInterval: string;
  /** Whether Sidecars send their status and metrics with every poll. */
  sendStatus: boolean;
  /** Whether the configurations' settings may override the Sidecars' local ones. */
  configurationOverride: boolean;
  /** A Sidecar silent for this long is removed (ISO-8601 period). */
  expirationThreshold: string;
  /** A Sidecar silent for this long is inactive, and its status unknown (ISO-8601 period). */
  inactiveThreshold: string;
}

export type SidecarConfigWire = {
  sidecar_update_interval: string;
  sidecar_send_status: boolean;
  sidecar_configuration_override: boolean;
  sidecar_expiration_threshold: string;
  sidecar_inactive_threshold: string;
};

/** Graylog 5.1's values when nothing is stored: poll every 30 s, send status, no override, expire after 14 days, inactive after a minute. */
export const DEFAULT_SIDECAR_CONFIG: SidecarConfig = {
  updateInterval: 'PT30S',
  sendStatus: true,
  configurationOverride: false,
  expirationThreshold: 'P14D',
  inactiveThreshold: 'PT1M',
};

/** Reads the stored config; a missing value is Graylog's default. */
export function decodeSidecarConfig(value: unknown, field = 'sidecar_config'): SidecarConfig {
  const source = obj(value, field);
  const D = DEFAULT_SIDECAR_CONFIG;
  return {
    updateInterval: strOr(source['sidecar_update_interval'], `${field}.sidecar_update_interval`, D.updateInterval),
    sendStatus: boolOr(source['sidecar_send_status'], `${field}.sidecar_send_status`, D.sendStatus),
    configurationOverride: boolOr(
      source['sidecar_configuration_override'],
      `${field}.sidecar_configuration_override`,
      D.configurationOverride,
    ),
    expirationThreshold: strOr(source['sidecar_expiration_threshold'], `${field}.sidecar_expiration_threshold`, D.expirationThreshold),
    inactiveThreshold: strOr(source['sidecar_inactive_threshold'], `${field}.sidecar_inactive_threshold`, D.inactiveThreshold),
  };
}

export function encodeSidecarConfig(config: SidecarConfig): SidecarConfigWire {
  return {
    sidecar_update_interval: config.updateInterval,
    sidecar_send_status: config.sendStatus,
    sidecar_configuration_override: config.configurationOverride,
    sidecar_expiration_threshold: config.expirationThreshold,
    sidecar_inactive_threshold: config.inactiveThreshold,
  };
}
