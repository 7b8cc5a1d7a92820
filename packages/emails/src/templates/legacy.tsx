import { z } from 'zod';
import { defineEmail } from '../define';
import { factsOf } from '../facts/common';
import { ActionButton, Paragraph } from '../layout/parts';

/**
 * An email queued as composed text, before hand-offs queued facts: its subject and body as they
 * were written, in the product's frame. Only rows already waiting when templates arrived use it.
 */
export const legacyEmail = defineEmail({
  kind: 'legacy',
  category: 'account',
  facts: factsOf({ legacy: z.object({ subject: z.string().min(1), body: z.string() }) }),
  subject: (facts) => facts.legacy.subject,
  preview: (facts) => facts.legacy.body.split('\n')[0] ?? '',
  reason: () => 'You get this email from GlobalHire.',
  Body: ({ facts, ctx }) => (
    <>
      {facts.legacy.body
        .trim()
        .split(/\n{2,}/)
        .map((paragraph, index) => (
          <Paragraph key={index}>{paragraph}</Paragraph>
        ))}
      {facts.link ? <ActionButton href={ctx.url(facts.link)}>Open GlobalHire</ActionButton> : null}
    </>
  ),
  samples: {
    default: {
      recipient: { name: null, role: null, timeZone: 'UTC', locale: null },
      link: '/employer/applications',
      legacy: { subject: 'New application', body: 'A candidate applied for "Staff Nurse".' },
    },
  },
});
