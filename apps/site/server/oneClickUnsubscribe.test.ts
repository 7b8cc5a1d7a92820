import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MOCK_ANON_KEY, MOCK_SUPABASE_URL, rpcUrl } from '@globalhire/data/mocks';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteApp } from './app';
import { createServerClient } from './serverClient';

// supabase-js against MSW standing in for the two RPCs, which keep what they turned off the way
// the database does (each RPC is tested against supabase-local in @globalhire/data).
const token = 'dee5f611be0c4f8d9277a1b5a26ab2ebc17e0ef1c7c54f488cee3ecf37d615bb';
const alertToken = 'a'.repeat(64);
let muted: Set<string>;
let alertOn: boolean;
const rpcCalls = vi.fn();

const server = setupServer(
  http.post(rpcUrl('unsubscribe_notification_email'), async ({ request }) => {
    const args = (await request.json()) as { token: string; kind: string };
    rpcCalls(args);
    if (args.token !== token) return HttpResponse.json(null);
    muted.add(args.kind);
    return HttpResponse.json(args.kind);
  }),
  http.post(rpcUrl('unsubscribe_job_alert'), async ({ request }) => {
    const args = (await request.json()) as { token: string };
    rpcCalls(args);
    // The alert's token works once.
    if (args.token !== alertToken || !alertOn) return HttpResponse.json(null);
    alertOn = false;
    return HttpResponse.json('Engineering jobs in Canada');
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  muted = new Set();
  alertOn = true;
  rpcCalls.mockClear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const site = 'https://www.globalhire.example';
const app = createSiteApp({
  clientDir: mkdtempSync(join(tmpdir(), 'site-unsubscribe-')),
  siteUrl: site,
  supabase: { url: MOCK_SUPABASE_URL, anonKey: MOCK_ANON_KEY },
  client: createServerClient({ url: MOCK_SUPABASE_URL, anonKey: MOCK_ANON_KEY }),
  render: async () => ({ kind: 'client-only' }),
  assetsFor: () => ({ entry: '/assets/main.js', preload: [], app: [], styles: [], fonts: [] }),
  themeClass: 'theme',
  previewHostSuffixes: [],
});

/** The POST a mail provider sends for its Unsubscribe button: no cookies, no Origin of ours. */
const oneClick = (path: string, body: BodyInit = 'List-Unsubscribe=One-Click', type?: string) =>
  app.request(`${site}${path}`, {
    method: 'POST',
    headers:
      type === undefined
        ? { 'content-type': 'application/x-www-form-urlencoded' }
        : type
          ? { 'content-type': type }
          : {},
    body,
  });

const notificationLink = (kind = 'interview_invited', withToken = token) =>
  `/notifications/unsubscribe?token=${withToken}&kind=${kind}`;

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns a kind of notification email off with the urlencoded body, and answers 200', async () => {
    const response = await oneClick(notificationLink());
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect([...muted]).toEqual(['interview_invited']);
    expect(rpcCalls).toHaveBeenCalledWith({ token, kind: 'interview_invited' });
    // Pressed again: the kind stays off, and the answer is the same.
    expect((await oneClick(notificationLink())).status).toBe(200);
  });

  it('takes the same body sent as multipart form data', async () => {
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const response = await oneClick(notificationLink('offer_made'), form, '');
    expect(response.status).toBe(200);
    expect([...muted]).toEqual(['offer_made']);
  });

  it('turns a job alert off once; its used link then turns nothing off (404)', async () => {
    const link = `/alerts/unsubscribe?token=${alertToken}`;
    const first = await oneClick(link);
    expect(first.status).toBe(200);
    expect(alertOn).toBe(false);
    expect(rpcCalls).toHaveBeenCalledWith({ token: alertToken });
    expect((await oneClick(link)).status).toBe(404);
  });

  it('answers 404, changing nothing, for an unknown token, a malformed one or a bad kind', async () => {
    for (const link of [
      notificationLink('interview_invited', 'b'.repeat(64)),
      notificationLink('interview_invited', 'not-a-token'),
      notificationLink('Interview%20invited'),
      '/notifications/unsubscribe',
      '/alerts/unsubscribe?token=short',
    ]) {
      const response = await oneClick(link);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    }
    expect(muted.size).toBe(0);
    expect(alertOn).toBe(true);
  });

  it('answers 400 to a POST that is not the one-click body, without asking the database', async () => {
    for (const [body, type] of [
      ['', 'application/x-www-form-urlencoded'],
      ['List-Unsubscribe=Yes', 'application/x-www-form-urlencoded'],
      ['{"List-Unsubscribe":"One-Click"}', 'application/json'],
      ['List-Unsubscribe=One-Click', 'text/plain'],
    ] as const) {
      expect((await oneClick(notificationLink(), body, type)).status).toBe(400);
    }
    expect(rpcCalls).not.toHaveBeenCalled();
  });

  it('refuses a body over 2 KB (413)', async () => {
    const response = await oneClick(
      notificationLink(),
      `List-Unsubscribe=One-Click&padding=${'x'.repeat(3000)}`,
    );
    expect(response.status).toBe(413);
    expect(rpcCalls).not.toHaveBeenCalled();
  });

  it('answers 503 when the database cannot be asked, so the provider may try again', async () => {
    server.use(
      http.post(rpcUrl('unsubscribe_notification_email'), () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const response = await oneClick(notificationLink());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
  });

  it('leaves other paths refusing POST', async () => {
    expect((await oneClick('/notifications')).status).toBe(405);
  });
});
