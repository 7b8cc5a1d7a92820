import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRedirect } from './auth/redirect.js';
import { defaultConfig, loadConfig, parseDuration, parseSize } from './config.js';
import { defaultSupabaseDir } from './paths.js';

describe('config.toml values', () => {
  it('parses the CLI size and duration strings', () => {
    expect(parseSize('50MiB', 0)).toBe(50 * 1024 * 1024);
    expect(parseSize('5MB', 0)).toBe(5_000_000);
    expect(parseSize('1KB', 0)).toBe(1000);
    expect(parseSize(2048, 0)).toBe(2048);
    expect(parseSize('lots', 7)).toBe(7);
    expect(parseDuration('1s', 0)).toBe(1);
    expect(parseDuration('1m30s', 0)).toBe(90);
    expect(parseDuration('2h', 0)).toBe(7200);
  });

  it('reads the repository config: confirmations on, 8-character passwords', () => {
    const config = loadConfig(defaultSupabaseDir());
    expect(config.auth.email.enableConfirmations).toBe(true);
    expect(config.auth.minimumPasswordLength).toBe(8);
    expect(config.auth.jwtExpiry).toBe(3600);
    expect(config.storage.fileSizeLimit).toBe(50 * 1024 * 1024);
    expect(config.storage.signedUrlMaxExpiry).toBe(86_400);
  });

  it('reads the signed URL lifetime limit of [storage] (seconds or a duration)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-config-'));
    writeFileSync(join(dir, 'config.toml'), '[storage]\nsigned_url_max_expiry = "2h"\n');
    expect(loadConfig(dir).storage.signedUrlMaxExpiry).toBe(7200);
    expect(loadConfig(dir, { storage: { signedUrlMaxExpiry: 60 } }).storage.signedUrlMaxExpiry).toBe(60);
  });

  it('reads the exposed schemas and the extra search path of [api]', () => {
    expect(loadConfig(defaultSupabaseDir()).api).toMatchObject({
      schemas: ['public'],
      extraSearchPath: ['public', 'extensions'],
    });
    const dir = mkdtempSync(join(tmpdir(), 'sl-config-'));
    writeFileSync(
      join(dir, 'config.toml'),
      '[api]\nschemas = ["public", "graphql_public", "api"]\nextra_search_path = ["extensions"]\n',
    );
    expect(loadConfig(dir).api).toMatchObject({
      schemas: ['public', 'graphql_public', 'api'],
      extraSearchPath: ['extensions'],
    });
  });

  it('falls back to defaults without a file and applies overrides on top', () => {
    const empty = mkdtempSync(join(tmpdir(), 'sl-config-'));
    expect(loadConfig(empty)).toEqual(defaultConfig);
    writeFileSync(join(empty, 'config.toml'), '[auth.rate_limit]\nemail_sent = 5\n');
    const config = loadConfig(empty, { auth: { rateLimit: { signInSignUps: 2 } } });
    expect(config.auth.rateLimit).toMatchObject({ emailSent: 5, signInSignUps: 2 });
  });
});

describe('rate limits', () => {
  it("keeps hosted Supabase's limits in the repository config", () => {
    const config = loadConfig(defaultSupabaseDir());
    expect(config.auth.rateLimit).toMatchObject({ signInSignUps: 30, failedSignInsPerAccount: 10 });
  });

  it('takes raised limits from an overlay file over config.toml, and overrides over both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overlay-'));
    const overlay = join(dir, 'e2e.toml');
    writeFileSync(
      overlay,
      '[auth.rate_limit]\nsign_in_sign_ups = 5000\nfailed_sign_ins_per_account = 50\n',
    );
    const config = loadConfig(
      defaultSupabaseDir(),
      { auth: { rateLimit: { tokenRefresh: 7 } } },
      overlay,
    );
    expect(config.auth.rateLimit).toMatchObject({
      signInSignUps: 5000,
      failedSignInsPerAccount: 50,
      tokenRefresh: 7,
      emailSent: 100,
    });
    // The rest of config.toml still holds.
    expect(config.auth.minimumPasswordLength).toBe(8);
    expect(() => loadConfig(defaultSupabaseDir(), {}, join(dir, 'missing.toml'))).toThrow(
      /overlay not found/,
    );
  });
});

describe('[realtime]', () => {
  it("keeps hosted Realtime's 200 sockets unless max_concurrent_users raises it", () => {
    expect(loadConfig(defaultSupabaseDir()).realtime.maxConcurrentUsers).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'sl-config-'));
    writeFileSync(join(dir, 'config.toml'), '[realtime]\nmax_concurrent_users = 1100\n');
    expect(loadConfig(dir).realtime.maxConcurrentUsers).toBe(1100);
    // Not a positive whole number: the default stays.
    for (const bad of ['0', '-5', '2.5', '"many"']) {
      writeFileSync(join(dir, 'config.toml'), `[realtime]\nmax_concurrent_users = ${bad}\n`);
      expect(loadConfig(dir).realtime.maxConcurrentUsers).toBe(200);
    }
  });
});

describe('redirects after email links', () => {
  const config = {
    ...defaultConfig,
    auth: {
      ...defaultConfig.auth,
      siteUrl: 'https://globalhire.example',
      additionalRedirectUrls: ['https://preview-*.globalhire.example/**'],
    },
  };

  it('allows loopback hosts on any port and configured URLs', () => {
    expect(resolveRedirect(config, 'http://localhost:4321/x')).toBe('http://localhost:4321/x');
    expect(resolveRedirect(config, 'http://127.0.0.1:9/reset')).toBe('http://127.0.0.1:9/reset');
    expect(resolveRedirect(config, 'https://globalhire.example/welcome')).toBe(
      'https://globalhire.example/welcome',
    );
    expect(resolveRedirect(config, 'https://preview-12.globalhire.example/a/b')).toBe(
      'https://preview-12.globalhire.example/a/b',
    );
  });

  it('sends anything else to the site URL', () => {
    expect(resolveRedirect(config, 'https://evil.example/phish')).toBe(
      'https://globalhire.example',
    );
    expect(resolveRedirect(config, 'javascript:alert(1)')).toBe('https://globalhire.example');
    expect(resolveRedirect(config, 'https://globalhire.example.evil.test/')).toBe(
      'https://globalhire.example',
    );
    expect(resolveRedirect(config, null)).toBe('https://globalhire.example');
  });
});
