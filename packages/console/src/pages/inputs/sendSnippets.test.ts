import { describe, expect, it } from 'vitest';
import { inputEndpoint, sendSnippets } from './sendSnippets';

const of = (type: string, attributes: Record<string, unknown>) => ({ type, attributes });
const code = (type: string, attributes: Record<string, unknown>, title: string) =>
  sendSnippets(of(type, attributes), 'sift.example.org').find((s) => s.title === title)?.code;

describe('send snippets', () => {
  it("use the bind address, or the console's host for an input listening on every interface", () => {
    expect(inputEndpoint({ attributes: { bind_address: '0.0.0.0', port: 12201 } }, 'sift.example.org')).toEqual({
      host: 'sift.example.org',
      port: 12201,
    });
    expect(inputEndpoint({ attributes: { bind_address: '::', port: 514 } }, 'sift.example.org')).toEqual({
      host: 'sift.example.org',
      port: 514,
    });
    expect(inputEndpoint({ attributes: { bind_address: '10.0.0.5', port: 514 } }, 'sift.example.org')).toEqual({
      host: '10.0.0.5',
      port: 514,
    });
    expect(inputEndpoint({ attributes: { bind_address: '0.0.0.0' } }, 'h')).toBeNull();
  });

  it("fit a GELF TCP input: Docker's gelf driver over tcp, Fluent Bit in tcp mode, netcat with a null byte", () => {
    const attributes = { bind_address: '0.0.0.0', port: 12201 };
    const titles = sendSnippets(of('org.graylog2.inputs.gelf.tcp.GELFTCPInput', attributes), 'h').map((s) => s.title);
    expect(titles).toEqual(['Docker (gelf log driver)', 'Fluent Bit', 'netcat']);
    expect(code('org.graylog2.inputs.gelf.tcp.GELFTCPInput', attributes, 'Docker (gelf log driver)')).toContain(
      '--log-opt gelf-address=tcp://sift.example.org:12201',
    );
    expect(code('org.graylog2.inputs.gelf.tcp.GELFTCPInput', attributes, 'Fluent Bit')).toMatch(
      /Name +gelf[\s\S]*Host +sift\.example\.org[\s\S]*Port +12201[\s\S]*Mode +tcp/,
    );
    expect(code('org.graylog2.inputs.gelf.tcp.GELFTCPInput', attributes, 'netcat')).toMatch(
      /^printf '%s\\0' '\{.*\}' \| nc -w1 sift\.example\.org 12201$/,
    );
  });

  it('fit a GELF HTTP input with curl to /gelf', () => {
    expect(code('org.graylog2.inputs.gelf.http.GELFHttpInput', { bind_address: '0.0.0.0', port: 12202 }, 'curl')).toContain(
      'http://sift.example.org:12202/gelf',
    );
  });

  it("fit syslog over UDP and TCP: logger, rsyslog, Docker's syslog driver and Fluent Bit, with IPv6 in brackets", () => {
    expect(code('org.graylog2.inputs.syslog.udp.SyslogUDPInput', { bind_address: '0.0.0.0', port: 1514 }, 'logger')).toBe(
      "logger -d -n sift.example.org -P 1514 'Hello from Sift'",
    );
    expect(code('org.graylog2.inputs.syslog.tcp.SyslogTCPInput', { bind_address: '0.0.0.0', port: 1514 }, 'logger')).toBe(
      "logger -T -n sift.example.org -P 1514 'Hello from Sift'",
    );
    expect(code('org.graylog2.inputs.syslog.udp.SyslogUDPInput', { bind_address: '0.0.0.0', port: 1514 }, 'rsyslog')).toContain(
      '*.* @sift.example.org:1514',
    );
    expect(code('org.graylog2.inputs.syslog.tcp.SyslogTCPInput', { bind_address: 'fd00::1', port: 1514 }, 'rsyslog')).toContain(
      '*.* @@[fd00::1]:1514',
    );
    expect(
      code('org.graylog2.inputs.syslog.udp.SyslogUDPInput', { bind_address: '0.0.0.0', port: 1514 }, 'Docker (syslog log driver)'),
    ).toContain('syslog-address=udp://sift.example.org:1514');
  });

  it('offer only senders that speak TLS to an input that requires it', () => {
    const tls = { bind_address: '0.0.0.0', port: 12201, tls_enable: true };
    expect(sendSnippets(of('org.graylog2.inputs.gelf.tcp.GELFTCPInput', tls), 'h').map((s) => s.title)).toEqual(['Fluent Bit']);
    expect(code('org.graylog2.inputs.gelf.tcp.GELFTCPInput', tls, 'Fluent Bit')).toMatch(/Mode +tls/);
    expect(code('org.graylog2.inputs.gelf.http.GELFHttpInput', tls, 'curl')).toContain('https://sift.example.org:12201/gelf');
    expect(code('org.graylog2.inputs.gelf.http.GELFHttpInput', tls, 'Fluent Bit')).toMatch(/tls +On/);
    expect(sendSnippets(of('org.graylog2.inputs.syslog.tcp.SyslogTCPInput', tls), 'h').map((s) => s.title)).toEqual(['Fluent Bit']);
    expect(sendSnippets(of('org.graylog2.inputs.raw.tcp.RawTCPInput', tls), 'h')).toEqual([]);
  });

  it('offer nothing for a type Sift does not know', () => {
    expect(sendSnippets(of('com.example.CustomInput', { port: 1 }), 'h')).toEqual([]);
  });
});
