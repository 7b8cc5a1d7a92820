import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, mailTo, startTestServer, type TestServer } from './helpers/index.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});

async function send(
  key: string,
  mail: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<Response> {
  return fetch(`${t.url}/mailbox/api/messages`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    body: JSON.stringify(mail),
  });
}

describe('the mailbox', () => {
  it('accepts notifications sent with the service key and lists them newest first', async () => {
    const first = await send(t.serviceRoleKey, {
      to: 'Reader@Example.com',
      subject: 'Application received',
      text: 'First',
    });
    expect(first.status).toBe(201);
    await send(t.serviceRoleKey, {
      to: 'reader@example.com',
      subject: 'Interview scheduled',
      text: 'Second',
    });
    const messages = await mailTo(t.url, 'reader@example.com');
    expect(messages.map((m) => m.subject)).toEqual(['Interview scheduled', 'Application received']);
    expect(messages[0]).toMatchObject({
      kind: 'notification',
      to: 'reader@example.com',
      text: 'Second',
    });
  });

  it('refuses to send without the service key, or without the fields', async () => {
    expect((await send(t.anonKey, { to: 'x@example.com', subject: 's', text: 't' })).status).toBe(
      401,
    );
    expect((await send(t.serviceRoleKey, { to: 'x@example.com' })).status).toBe(400);
    expect(await mailTo(t.url, 'x@example.com')).toHaveLength(0);
  });

  it('stores a message once per Idempotency-Key: a resend answers 200 with the first message', async () => {
    const mail = {
      to: 'once@example.com',
      subject: 'Application received',
      text: 'Once',
      kind: 'application_received',
    };
    const first = await send(t.serviceRoleKey, mail, 'outbox-41');
    expect(first.status).toBe(201);
    const again = await send(t.serviceRoleKey, { ...mail, text: 'Twice' }, 'outbox-41');
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: number }).id).toBe(
      ((await first.json()) as { id: number }).id,
    );
    await send(t.serviceRoleKey, mail, 'outbox-42');
    const messages = await mailTo(t.url, 'once@example.com');
    expect(messages.map((m) => m.text)).toEqual(['Once', 'Once']);
    expect(messages[0]?.kind).toBe('application_received');
    expect((await send(t.serviceRoleKey, mail, ' '.repeat(3))).status).toBe(400);
  });

  it('shows messages on an HTML page with clickable links and escaped text', async () => {
    await t.client().auth.signUp({ email: 'page.reader@example.com', password: 'page password 1' });
    await send(t.serviceRoleKey, {
      to: 'page.reader@example.com',
      subject: '<b>Bold</b> & more',
      text: 'See https://example.com/a?b=1&c=2 now',
    });
    const res = await fetch(`${t.url}/mailbox?to=${encodeURIComponent('page.reader@example.com')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; more');
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2">');
    const confirmation = await latestMailTo(t.url, 'page.reader@example.com');
    expect(confirmation.subject).toBe('<b>Bold</b> & more');
    expect(html.indexOf('Bold')).toBeLessThan(html.indexOf('Confirm Your Signup'));
    expect(html).toMatch(
      /<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[0-9a-f]+&amp;type=signup/,
    );
  });

  it('also serves one message by id', async () => {
    const [latest] = await mailTo(t.url, 'reader@example.com');
    const res = await fetch(`${t.url}/mailbox/api/messages/${latest?.id}`);
    expect(await res.json()).toMatchObject({ subject: 'Interview scheduled' });
    expect((await fetch(`${t.url}/mailbox/api/messages/999999`)).status).toBe(404);
  });
});
