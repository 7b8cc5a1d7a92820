import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOutboxEmail } from './render';
import { resendTransport } from './transports';

// The renderer's last guard: whatever a row holds, the subject and recipient leave it on one line.

const smuggled = 'Nurse\r\nBcc: x@evil.example\n\rCc: y@evil.example\u2028Reply-To: z@evil.example';
const row = (kind: string) => ({
  id: 9,
  to_address: 'candidate@example.com\r\n',
  kind,
  subject: `New job for your alert "Care": ${smuggled}`,
  body: 'Body.',
  link: null,
  attempts: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('email headers', () => {
  it.each(['job_alert', 'contact_reply'])(
    'renders a %s subject and recipient on one line',
    (kind) => {
      const mail = renderOutboxEmail(row(kind), 'https://globalhire.example');
      expect(mail.subject).not.toMatch(/[\r\n\u2028]/);
      expect(mail.subject).toContain('Nurse  Bcc: x@evil.example');
      expect(mail.to).toBe('candidate@example.com');
    },
  );

  it('sends Resend one recipient and a one-line subject, with no header fields', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"x"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const send = resendTransport({ apiKey: 're_test', from: 'GlobalHire <n@globalhire.example>' });
    await send(
      renderOutboxEmail(row('job_alert'), 'https://globalhire.example'),
      'globalhire-outbox-9',
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['from', 'subject', 'tags', 'text', 'to']);
    expect(body.to).toEqual(['candidate@example.com']);
    expect(body.subject).not.toMatch(/[\r\n\u2028]/);
  });
});
