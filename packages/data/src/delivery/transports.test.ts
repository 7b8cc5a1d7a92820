import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryMail } from './mail';
import { resendTransport } from './transports';

const mail: DeliveryMail = {
  to: 'employer@example.com',
  from: 'GlobalHire <notifications@globalhire.example>',
  replyTo: 'support@globalhire.example',
  subject: 'New application: Nurse',
  text: 'Priya Raman applied for your job.',
  html: '<p>Priya Raman applied for your job.</p>',
  kind: 'application_received',
  headers: {
    'Message-ID': '<outbox-7@globalhire.example>',
    'List-Unsubscribe': '<https://globalhire.example/notifications/unsubscribe?token=t&kind=k>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  attachments: [{ filename: 'interview.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
};

afterEach(() => vi.unstubAllGlobals());

describe('the Resend transport', () => {
  it('sends HTML, text, headers, reply-to and attachments with the idempotency key', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"x"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const send = resendTransport({ apiKey: 're_test', baseUrl: 'https://resend.test' });
    await send(mail, 'globalhire-outbox-7');

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://resend.test/emails');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('globalhire-outbox-7');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      from: mail.from,
      to: ['employer@example.com'],
      reply_to: 'support@globalhire.example',
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
    });
    expect(body.attachments[0]).toEqual({
      filename: 'interview.ics',
      content: Buffer.from('BEGIN:VCALENDAR').toString('base64'),
      content_type: 'text/calendar',
    });
  });

  it('fails on a refusal, with what Resend said', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('domain not verified', { status: 403 })));
    const send = resendTransport({ apiKey: 're_test' });
    await expect(send(mail, 'k')).rejects.toThrow('Resend answered 403: domain not verified');
  });
});
