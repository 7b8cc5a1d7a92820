import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOutboxEmail } from './render';
import { resendTransport } from './transports';

const row = {
  id: 7,
  to_address: 'employer@example.com',
  kind: 'application_received',
  subject: 'New application',
  body: 'A candidate applied for "Nurse".',
  link: '/employer/jobs/3/applicants',
  attempts: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('delivery', () => {
  it('renders plain text with the absolute link and where to manage email preferences', () => {
    const mail = renderOutboxEmail(row, 'https://globalhire.example/');
    expect(mail).toMatchObject({
      to: 'employer@example.com',
      subject: 'New application',
      kind: 'application_received',
    });
    expect(mail.text).toContain('A candidate applied for "Nurse".');
    expect(mail.text).toContain('https://globalhire.example/employer/jobs/3/applicants');
    expect(mail.text).toContain('https://globalhire.example/employer/notifications');
  });

  it('sends through Resend with the idempotency key, and fails on a refusal', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"x"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const send = resendTransport({ apiKey: 're_test', from: 'GlobalHire <n@globalhire.example>' });
    await send(renderOutboxEmail(row, 'https://globalhire.example'), 'globalhire-outbox-7');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.resend.com/emails');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer re_test',
      'Idempotency-Key': 'globalhire-outbox-7',
    });
    expect(JSON.parse(init.body as string)).toMatchObject({
      to: ['employer@example.com'],
      subject: 'New application',
    });

    fetchMock.mockResolvedValueOnce(new Response('{"message":"invalid from"}', { status: 422 }));
    await expect(send(renderOutboxEmail(row, 'https://globalhire.example'), 'k')).rejects.toThrow(
      'Resend answered 422',
    );
  });
});
