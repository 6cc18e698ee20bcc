import { describe, expect, it } from 'vitest';
import { decodeThreatIntelConfig, DEFAULT_THREAT_INTEL_CONFIG, encodeThreatIntelConfig } from './threatIntelConfig';

describe('Threat-intelligence configuration', () => {
  it('decodes the stored config and encodes it back unchanged', () => {
    const wire = {
      otx_enabled: true,
      otx_api_key: 'a1b2c3',
      tor_enabled: true,
      spamhaus_enabled: false,
      abusech_ransom_enabled: true,
    };
    expect(decodeThreatIntelConfig(wire)).toEqual({
      otxEnabled: true,
      otxApiKey: 'a1b2c3',
      torEnabled: true,
      spamhausEnabled: false,
      abusechRansomEnabled: true,
    });
    expect(encodeThreatIntelConfig(decodeThreatIntelConfig(wire))).toEqual(wire);
  });

  it("fills what is missing with Graylog's defaults, all off, and refuses a value of the wrong type", () => {
    expect(decodeThreatIntelConfig({})).toEqual(DEFAULT_THREAT_INTEL_CONFIG);
    expect(encodeThreatIntelConfig(DEFAULT_THREAT_INTEL_CONFIG)).toEqual({
      otx_enabled: false,
      otx_api_key: null,
      tor_enabled: false,
      spamhaus_enabled: false,
      abusech_ransom_enabled: false,
    });
    expect(() => decodeThreatIntelConfig({ tor_enabled: 'yes' })).toThrow(/tor_enabled/);
    expect(() => decodeThreatIntelConfig({ otx_api_key: 42 })).toThrow(/otx_api_key/);
  });

  it('treats a blank OTX key as no key, and sends the key without surrounding spaces', () => {
    expect(decodeThreatIntelConfig({ otx_api_key: '  ' }).otxApiKey).toBeNull();
    expect(encodeThreatIntelConfig({ ...DEFAULT_THREAT_INTEL_CONFIG, otxApiKey: '' }).otx_api_key).toBeNull();
    expect(encodeThreatIntelConfig({ ...DEFAULT_THREAT_INTEL_CONFIG, otxApiKey: ' k3y ' }).otx_api_key).toBe('k3y');
  });
});
