import { boolOr, obj, optStr } from './decode';

/** Which threat-intelligence sources the lookups ask (Graylog's `ThreatIntelPluginConfiguration`, ADMIN-API.md §5). */
export const THREAT_INTEL_CONFIG_CLASS = 'org.graylog.plugins.threatintel.ThreatIntelPluginConfiguration' as const;

export interface ThreatIntelConfig {
  /** Lookups in AlienVault OTX. */
  otxEnabled: boolean;
  /** The OTX API key; null when none is stored. A secret: never show it in clear. */
  otxApiKey: string | null;
  /** Lookups in the Tor exit node list. */
  torEnabled: boolean;
  /** Lookups in the Spamhaus DROP and EDROP lists. */
  spamhausEnabled: boolean;
  /** Lookups in the abuse.ch ransomware tracker, which was shut down in 2019: its lookups find nothing. */
  abusechRansomEnabled: boolean;
}

export type ThreatIntelConfigWire = {
  otx_enabled: boolean;
  otx_api_key: string | null;
  tor_enabled: boolean;
  spamhaus_enabled: boolean;
  abusech_ransom_enabled: boolean;
};

/** Graylog 5.1's values when nothing is stored: every source off, no OTX key. */
export const DEFAULT_THREAT_INTEL_CONFIG: ThreatIntelConfig = {
  otxEnabled: false,
  otxApiKey: null,
  torEnabled: false,
  spamhausEnabled: false,
  abusechRansomEnabled: false,
};

/** Reads the stored config; a missing value is Graylog's default, and a blank key is no key. */
export function decodeThreatIntelConfig(value: unknown, field = 'threat_intel_config'): ThreatIntelConfig {
  const source = obj(value, field);
  const D = DEFAULT_THREAT_INTEL_CONFIG;
  const flag = (key: keyof ThreatIntelConfigWire, fallback: boolean) => boolOr(source[key], `${field}.${key}`, fallback);
  const key = optStr(source['otx_api_key'], `${field}.otx_api_key`);
  return {
    otxEnabled: flag('otx_enabled', D.otxEnabled),
    otxApiKey: key === null || key.trim() === '' ? null : key,
    torEnabled: flag('tor_enabled', D.torEnabled),
    spamhausEnabled: flag('spamhaus_enabled', D.spamhausEnabled),
    abusechRansomEnabled: flag('abusech_ransom_enabled', D.abusechRansomEnabled),
  };
}

/** The wire form; a blank key is sent as null. */
export function encodeThreatIntelConfig(config: ThreatIntelConfig): ThreatIntelConfigWire {
  const key = config.otxApiKey?.trim() ?? '';
  return {
    otx_enabled: config.otxEnabled,
    otx_api_key: key === '' ? null : key,
    tor_enabled: config.torEnabled,
    spamhaus_enabled: config.spamhausEnabled,
    abusech_ransom_enabled: config.abusechRansomEnabled,
  };
}
