import { describe, expect, it } from 'vitest';
import { decodeSidecarConfig, DEFAULT_SIDECAR_CONFIG, encodeSidecarConfig } from './sidecarConfig';

describe('Sidecar configuration', () => {
  it('decodes the stored config and encodes it back unchanged', () => {
    const wire = {
      sidecar_update_interval: 'PT10S',
      sidecar_send_status: false,
      sidecar_configuration_override: true,
      sidecar_expiration_threshold: 'P7D',
      sidecar_inactive_threshold: 'PT5S',
    };
    expect(encodeSidecarConfig(decodeSidecarConfig(wire))).toEqual(wire);
  });

  it("fills what is missing with Graylog's defaults and refuses a value of the wrong type", () => {
    expect(decodeSidecarConfig({})).toEqual(DEFAULT_SIDECAR_CONFIG);
    expect(encodeSidecarConfig(DEFAULT_SIDECAR_CONFIG)).toEqual({
      sidecar_update_interval: 'PT30S',
      sidecar_send_status: true,
      sidecar_configuration_override: false,
      sidecar_expiration_threshold: 'P14D',
      sidecar_inactive_threshold: 'PT1M',
    });
    expect(() => decodeSidecarConfig({ sidecar_send_status: 'yes' })).toThrow(/sidecar_send_status/);
  });
});
