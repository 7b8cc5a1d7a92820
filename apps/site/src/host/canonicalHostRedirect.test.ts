import { describe, expect, it } from 'vitest';
import { canonicalHostRedirect, parseHostSuffixes } from './canonicalHostRedirect';

const at = (hostname: string, path = '/jobs', search = '?q=nurse', port = '') => ({
  protocol: 'https:',
  hostname,
  port,
  pathname: path,
  search,
  hash: '',
});

describe('canonicalHostRedirect', () => {
  it('sends the bare domain to www with the same path and query', () => {
    expect(canonicalHostRedirect(at('globalhire.com'))).toBe('https://www.globalhire.com/jobs?q=nurse');
  });

  it('leaves www, localhost, loopback addresses and preview hosts alone', () => {
    for (const host of ['www.globalhire.com', 'localhost', '127.0.0.1', '127.8.9.10', '[::1]', 'app.localhost', 'globalhire-git-main.vercel.app']) {
      expect(canonicalHostRedirect(at(host))).toBeNull();
    }
  });

  it('uses a configured preview list', () => {
    const suffixes = parseHostSuffixes('.preview.globalhire.dev, .staging.example');
    expect(canonicalHostRedirect(at('pr-12.preview.globalhire.dev'), suffixes)).toBeNull();
    expect(canonicalHostRedirect(at('globalhire-git-main.vercel.app'), suffixes)).toBe('https://www.globalhire-git-main.vercel.app/jobs?q=nurse');
  });

  it('never builds a Location from a protocol other than http or https', () => {
    for (const protocol of ['javascript:', 'https://evil.example/x?:', 'file:']) {
      expect(canonicalHostRedirect({ ...at('globalhire.com'), protocol })).toBeNull();
    }
    expect(canonicalHostRedirect({ ...at('globalhire.com'), protocol: 'http:' })).toBe('http://www.globalhire.com/jobs?q=nurse');
  });

  it('keeps a port and treats hosts case-insensitively', () => {
    expect(canonicalHostRedirect(at('GlobalHire.com', '/', '', '8443'))).toBe('https://www.globalhire.com:8443/');
  });
});
