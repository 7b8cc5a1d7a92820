import { request } from 'node:http';
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

  it('shows text parts (view=text) with clickable links and escaped text', async () => {
    await t.client().auth.signUp({ email: 'page.reader@example.com', password: 'page password 1' });
    await send(t.serviceRoleKey, {
      to: 'page.reader@example.com',
      subject: '<b>Bold</b> & more',
      text: 'See https://example.com/a?b=1&c=2 now',
    });
    const res = await fetch(`${t.url}/mailbox?to=${encodeURIComponent('page.reader@example.com')}&view=text`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; more');
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2">');
    expect(html).not.toContain('<iframe');
    const confirmation = await latestMailTo(t.url, 'page.reader@example.com');
    expect(confirmation.subject).toBe('<b>Bold</b> & more');
    expect(html.indexOf('Bold')).toBeLessThan(html.indexOf('Confirm your email address for GlobalHire'));
    expect(html).toMatch(
      /<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[0-9a-f]+&amp;type=signup/,
    );
  });

  it('shows HTML parts in a sandboxed frame that runs no script, with a way to the text part', async () => {
    await send(t.serviceRoleKey, {
      to: 'frame.reader@example.com',
      subject: 'Designed',
      text: 'Plain words',
      html: '<html><head></head><body><p>Designed words</p><script>parent.document.title = "x"</script></body></html>',
    });
    const page = await (await fetch(`${t.url}/mailbox?to=frame.reader%40example.com`)).text();
    const frame = /<iframe [^>]*>/.exec(page)?.[0] ?? '';
    expect(frame).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(frame).not.toContain('allow-scripts');
    expect(frame).not.toContain('allow-same-origin');
    // The email is the frame's document, escaped into the attribute (its script never in the page).
    expect(frame).toContain('srcdoc="&lt;html&gt;&lt;head&gt;&lt;base target=&quot;_blank&quot;&gt;&lt;/head&gt;');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('Plain words');
    const [message] = await mailTo(t.url, 'frame.reader@example.com');
    expect(page).toContain(`<a href="/mailbox?to=frame.reader%40example.com&amp;view=text#m${message?.id}">Show the text part</a>`);
    const text = await (await fetch(`${t.url}/mailbox?to=frame.reader%40example.com&view=text`)).text();
    expect(text).toContain('Plain words');
    expect(text).not.toContain('<iframe');
  });

  it('lists the headers and serves attachments as downloads', async () => {
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Interview – Ana\r\nEND:VCALENDAR\r\n';
    await send(t.serviceRoleKey, {
      to: 'files.reader@example.com',
      subject: 'Interview scheduled',
      text: 'See the invitation',
      from: 'GlobalHire <notifications@globalhire.example>',
      replyTo: 'support@globalhire.example',
      headers: { 'List-Unsubscribe': '<https://globalhire.example/unsubscribe?token=abc>' },
      attachments: [
        { filename: 'interview.ics', contentType: 'text/calendar; method=REQUEST', content: calendar },
        { filename: 'page.html', contentType: 'text/html\r\nX-Evil: 1', content: '<script>alert(1)</script>' },
      ],
    });
    const page = await (await fetch(`${t.url}/mailbox?to=files.reader%40example.com`)).text();
    expect(page).toContain('<dt>From</dt><dd>GlobalHire &lt;notifications@globalhire.example&gt;</dd>');
    expect(page).toContain('<dt>Reply-To</dt><dd>support@globalhire.example</dd>');
    expect(page).toContain('<dt>List-Unsubscribe</dt><dd>&lt;https://globalhire.example/unsubscribe?token=abc&gt;</dd>');
    const [message] = await mailTo(t.url, 'files.reader@example.com');
    const href = `/mailbox/api/messages/${message?.id}/attachments/0`;
    expect(page).toContain(`<a href="${href}" download="interview.ics">interview.ics</a>`);

    const ics = await fetch(`${t.url}${href}`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; method=REQUEST; charset=utf-8');
    expect(ics.headers.get('content-disposition')).toBe(
      `attachment; filename="interview.ics"; filename*=UTF-8''interview.ics`,
    );
    expect(await ics.text()).toBe(calendar);
    // A type that is not a media type is served as bytes, and nothing served runs.
    const odd = await fetch(`${t.url}/mailbox/api/messages/${message?.id}/attachments/1`);
    expect(odd.headers.get('content-type')).toBe('application/octet-stream');
    expect(odd.headers.get('x-content-type-options')).toBe('nosniff');
    expect(odd.headers.get('content-security-policy')).toContain('sandbox');
    expect(odd.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await fetch(`${t.url}/mailbox/api/messages/${message?.id}/attachments/2`)).status).toBe(404);
    expect((await fetch(`${t.url}/mailbox/api/messages/${message?.id}/attachments/x`)).status).toBe(404);
  });

  it('also serves one message by id', async () => {
    const [latest] = await mailTo(t.url, 'reader@example.com');
    const res = await fetch(`${t.url}/mailbox/api/messages/${latest?.id}`);
    expect(await res.json()).toMatchObject({ subject: 'Interview scheduled' });
    expect((await fetch(`${t.url}/mailbox/api/messages/999999`)).status).toBe(404);
  });
});

describe('who can read the mailbox', () => {
  it('sends no CORS headers, so a web page in the browser cannot read reset links', async () => {
    const res = await fetch(`${t.url}/mailbox/api/messages?to=reader@example.com`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${t.url}/mailbox/api/messages`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // The APIs keep the gateway's CORS.
    const api = await fetch(`${t.url}/rest/v1/jobs?select=id&limit=1`, {
      headers: { apikey: t.anonKey, Origin: 'https://app.example' },
    });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a request addressed to another host name (DNS rebinding) and may not be framed', async () => {
    const { port } = new URL(t.url);
    const get = (host: string) =>
      new Promise<{ status: number; frame: string | undefined }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/mailbox', headers: { Host: host } },
          (res) => {
            res.resume();
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                frame: res.headers['x-frame-options'] as string | undefined,
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    expect(await get('attacker.example')).toMatchObject({ status: 403 });
    expect(await get(`localhost:${port}`)).toEqual({ status: 200, frame: 'DENY' });
  });
});
