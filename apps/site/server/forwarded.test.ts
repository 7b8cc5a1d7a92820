import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, trustedProxyMatcher, visitorProtocol } from './forwarded';

describe('trusted proxies', () => {
  it('reads TRUSTED_PROXIES: loopback when unset, nothing with "none"', () => {
    expect(parseTrustedProxies(undefined)).toEqual(['127.0.0.0/8', '::1']);
    expect(parseTrustedProxies(' 10.0.0.0/8 , 192.168.1.4 ')).toEqual(['10.0.0.0/8', '192.168.1.4']);
    expect(parseTrustedProxies('none')).toEqual([]);
    const nobody = trustedProxyMatcher(parseTrustedProxies('none'));
    expect(nobody('127.0.0.1')).toBe(false);
  });

  it('matches addresses and ranges, IPv4 on a dual-stack socket included', () => {
    const trusted = trustedProxyMatcher(['10.0.0.0/8', '192.168.1.4', 'fd00::/8']);
    expect(trusted('10.200.0.1')).toBe(true);
    expect(trusted('::ffff:10.200.0.1')).toBe(true);
    expect(trusted('192.168.1.4')).toBe(true);
    expect(trusted('192.168.1.5')).toBe(false);
    expect(trusted('fd12::1')).toBe(true);
    expect(trusted(undefined)).toBe(false);
    expect(trusted('not an address')).toBe(false);
  });

  it('refuses an entry that is no address or range, so a typo does not start a server', () => {
    for (const entry of ['10.0.0.0/33', 'proxy.internal', '10.0.0.0/', '::1/129', '10.0.0.0/8x']) {
      expect(() => trustedProxyMatcher([entry])).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

describe('visitorProtocol', () => {
  it('takes only http or https from a trusted proxy, the nearest proxy’s value last', () => {
    expect(visitorProtocol('https', true, 'http:')).toBe('https:');
    expect(visitorProtocol('HTTP', true, 'https:')).toBe('http:');
    expect(visitorProtocol('http, https', true, 'http:')).toBe('https:');
    expect(visitorProtocol('https://evil.example/x?', true, 'http:')).toBe('http:');
    expect(visitorProtocol('javascript', true, 'https:')).toBe('https:');
    expect(visitorProtocol('https', false, 'http:')).toBe('http:');
    expect(visitorProtocol(undefined, true, 'ws:')).toBe('http:');
  });
});
