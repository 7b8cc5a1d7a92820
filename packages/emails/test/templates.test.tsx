import { describe, expect, it } from 'vitest';
import {
  accountNotificationKinds,
  notificationKindLabels,
} from '@globalhire/data/constants';
import { createEmailRenderer, emailTemplates, renderTemplate } from '../src';

const siteUrl = 'https://globalhire.example';
const render = createEmailRenderer({ siteUrl, from: 'GlobalHire <notifications@globalhire.example>' });

// Every kind a hand-off can queue has a template: the notification kinds people can turn off,
// the account emails, and the emails to people who are not (yet) in the preferences list.
const queuedKinds = [
  ...Object.keys(notificationKindLabels),
  ...accountNotificationKinds,
  'job_alert',
  'contact_received',
];

describe('email templates', () => {
  it.each(queuedKinds)('the kind %s has a template', (kind) => {
    expect(emailTemplates.get(kind), `no template for ${kind}`).toBeDefined();
  });

  const samples = [...emailTemplates.values()].flatMap((template) =>
    Object.entries(template.samples).map(([state, facts]) => ({ template, state, facts })),
  );

  it.each(samples.map((sample) => [`${sample.template.kind} (${sample.state})`, sample] as const))(
    '%s: facts fit, HTML and text parts, preview, one-line subject',
    async (_name, { template, facts }) => {
      expect(template.facts.safeParse(facts).success).toBe(true);
      const email = await renderTemplate(template, facts, siteUrl);
      expect(email.subject.length).toBeGreaterThan(0);
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(email.preview.length).toBeGreaterThan(0);
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(email.text.length).toBeGreaterThan(40);
      // Links are absolute: a relative link opens nothing in a mail client.
      for (const [, href] of email.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https?:|mailto:)/);
      expect(email.html).toContain(`dir="${facts.recipient.locale?.startsWith('ar') ? 'rtl' : 'ltr'}"`);
    },
  );

  it('only emails one can turn off carry List-Unsubscribe, one-click', async () => {
    for (const template of emailTemplates.values()) {
      const mail = await render({
        id: 1,
        to_address: 'someone@example.com',
        kind: template.kind,
        facts: template.samples.default,
        subject: null,
        body: null,
        link: null,
        attempts: 1,
      });
      const listed = 'List-Unsubscribe' in mail.headers;
      if (template.category === 'account' || template.category === 'visitor') {
        expect(listed, template.kind).toBe(false);
      } else if (template.samples.default.unsubscribe) {
        expect(mail.headers['List-Unsubscribe-Post'], template.kind).toBe('List-Unsubscribe=One-Click');
      }
      expect(mail.headers['Message-ID']).toBe('<outbox-1@globalhire.example>');
    }
  });

  it('a row queued as composed text before templates still goes out, in the same frame', async () => {
    const mail = await render({
      id: 2,
      to_address: 'employer@example.com',
      kind: 'application_received',
      facts: null,
      subject: 'New application',
      body: 'A candidate applied for "Staff Nurse".',
      link: '/employer/jobs/3/applicants',
      attempts: 1,
    });
    expect(mail.subject).toBe('New application');
    expect(mail.text).toContain('A candidate applied for "Staff Nurse".');
    expect(mail.html).toContain('https://globalhire.example/employer/jobs/3/applicants');
  });

  it('facts that do not fit their template fail the row instead of sending a broken email', async () => {
    await expect(
      render({
        id: 3,
        to_address: 'employer@example.com',
        kind: 'application_received',
        facts: { recipient: { name: null, role: 'employer', timeZone: 'UTC', locale: null } },
        subject: null,
        body: null,
        link: null,
        attempts: 1,
      }),
    ).rejects.toThrow(/do not fit its template/);
  });

  it('writes an instant in the reader’s time zone, naming it', async () => {
    const { applicationSubmitted } = await import('../src/templates/applications');
    const facts = {
      ...applicationSubmitted.samples.default,
      recipient: { ...applicationSubmitted.samples.default.recipient, timeZone: 'Australia/Sydney' },
      appliedAt: '2026-06-15T09:30:00Z',
    };
    const email = await renderTemplate(applicationSubmitted, facts, siteUrl);
    expect(email.text).toContain('Monday 15 June 2026, 19:30 (Sydney time)');
  });
});
