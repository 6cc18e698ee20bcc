import { describe, expect, it } from 'vitest';
import {
  configurationPayload,
  encryptedHasValue,
  encryptedUpdate,
  fieldOptions,
  fileToBase64,
  initialConfigurationFormValues,
  sortedConfigurationFields,
  type RequestedConfiguration,
} from './configurationModel';

const field = (type: string, extra: Partial<RequestedConfiguration[string]> = {}): RequestedConfiguration[string] => ({
  type,
  human_name: type,
  description: '',
  is_optional: false,
  attributes: [],
  additional_info: {},
  ...extra,
});

// A GELF TCP-like request: transport fields, then codec fields, as the server orders them.
const REQUESTED: RequestedConfiguration = {
  bind_address: field('text', { default_value: '0.0.0.0' }),
  port: field('number', { default_value: 12201, attributes: ['is_port_number'] }),
  recv_buffer_size: field('number', { is_optional: true, default_value: null, attributes: ['only_positive'] }),
  tls_enable: field('boolean', { is_optional: true, default_value: false }),
  tls_client_auth: field('dropdown', {
    is_optional: true,
    default_value: 'disabled',
    additional_info: { values: { disabled: 'disabled', optional: 'optional', required: 'required' } },
  }),
  indicators: field('list', { is_optional: true, default_value: 'IPv4,domain', attributes: ['allow_create'] }),
  tls_key_password: field('text', { is_optional: true, is_encrypted: true, attributes: ['is_password'] }),
  keystore: field('inline_binary', { is_optional: true, is_encrypted: true }),
};

describe('initialConfigurationFormValues', () => {
  it('starts a new entity from each field’s default, with 0 for a number without one and lists comma-split', () => {
    expect(initialConfigurationFormValues(REQUESTED)).toEqual({
      bind_address: '0.0.0.0',
      port: 12201,
      recv_buffer_size: 0,
      tls_enable: false,
      tls_client_auth: 'disabled',
      indicators: ['IPv4', 'domain'],
      tls_key_password: { isSet: false, reset: false, value: '', stored: false },
      keystore: { isSet: false, reset: false, value: '', stored: false },
    });
  });

  it('reads stored values over the defaults, an empty list string as an empty list, and encrypted values as set', () => {
    const values = initialConfigurationFormValues(REQUESTED, {
      bind_address: '127.0.0.1',
      port: 5555,
      tls_enable: true,
      indicators: '',
      tls_key_password: { is_set: true },
      keystore: { is_set: false },
    });
    expect(values).toMatchObject({ bind_address: '127.0.0.1', port: 5555, tls_enable: true, indicators: [] });
    expect(values['tls_key_password']).toEqual({ isSet: true, reset: false, value: '', stored: true });
    expect(values['keystore']).toEqual({ isSet: false, reset: false, value: '', stored: true });
  });
});

describe('configurationPayload', () => {
  it('gives every field in the JSON type the server checks, unset values as null', () => {
    const form = initialConfigurationFormValues(REQUESTED);
    expect(configurationPayload(REQUESTED, { ...form, recv_buffer_size: undefined, tls_client_auth: '' })).toEqual({
      bind_address: '0.0.0.0',
      port: 12201,
      recv_buffer_size: null,
      tls_enable: false,
      tls_client_auth: null,
      indicators: ['IPv4', 'domain'],
      tls_key_password: null,
      keystore: null,
    });
  });

  it('round-trips a stored configuration: unchanged encrypted values are kept, not re-sent', () => {
    const stored = {
      bind_address: '0.0.0.0',
      port: 12201,
      recv_buffer_size: 1048576,
      tls_enable: true,
      tls_client_auth: 'required',
      indicators: ['url'],
      tls_key_password: { is_set: true },
      keystore: { is_set: false },
    };
    expect(configurationPayload(REQUESTED, initialConfigurationFormValues(REQUESTED, stored))).toEqual({
      ...stored,
      tls_key_password: { keep_value: true },
      keystore: { keep_value: true },
    });
  });

  it('keeps the value of a field whose type it does not know', () => {
    const requested = { custom: field('color_picker') };
    expect(configurationPayload(requested, initialConfigurationFormValues(requested, { custom: { hex: '#fff' } }))).toEqual({
      custom: { hex: '#fff' },
    });
  });
});

describe('encrypted values', () => {
  it('sends set_value when edited, delete_value after Reset, keep_value when unchanged (or after Undo Reset)', () => {
    expect(encryptedUpdate({ isSet: true, reset: false, value: '', stored: true })).toEqual({ keep_value: true });
    expect(encryptedUpdate({ isSet: true, reset: true, value: '', stored: true })).toEqual({ delete_value: true });
    expect(encryptedUpdate({ isSet: true, reset: true, value: 'new secret', stored: true })).toEqual({ set_value: 'new secret' });
    expect(encryptedUpdate({ isSet: false, reset: false, value: 's3cret', stored: false })).toEqual({ set_value: 's3cret' });
    expect(encryptedUpdate({ isSet: false, reset: false, value: '', stored: false })).toBeNull();
  });

  it('has a value while the stored one is kept or a new one is typed', () => {
    expect(encryptedHasValue({ isSet: true, reset: false, value: '', stored: true })).toBe(true);
    expect(encryptedHasValue({ isSet: true, reset: true, value: '', stored: true })).toBe(false);
    expect(encryptedHasValue({ isSet: false, reset: false, value: 'x', stored: false })).toBe(true);
  });
});

describe('sortedConfigurationFields', () => {
  it('orders by position, then required before optional, then as listed', () => {
    const requested: RequestedConfiguration = {
      a_optional: field('text', { is_optional: true }),
      b_required: field('text'),
      c_last: field('text', { position: 200 }),
      d_first: field('text', { position: 10, is_optional: true }),
      e_required: field('text'),
    };
    expect(sortedConfigurationFields(requested).map(([key]) => key)).toEqual([
      'd_first',
      'b_required',
      'e_required',
      'a_optional',
      'c_last',
    ]);
  });
});

describe('fieldOptions', () => {
  it('lists additional_info.values in the server’s order', () => {
    expect(fieldOptions(REQUESTED['tls_client_auth']!)).toEqual([
      { value: 'disabled', label: 'disabled' },
      { value: 'optional', label: 'optional' },
      { value: 'required', label: 'required' },
    ]);
    expect(fieldOptions(field('dropdown'))).toEqual([]);
  });
});

describe('fileToBase64', () => {
  it('reads a file as its base64 content without the data URL prefix', async () => {
    await expect(fileToBase64(new Blob(['hello'], { type: 'application/x-pem-file' }))).resolves.toBe('aGVsbG8=');
  });
});
