import { z } from 'zod';
import { businessHours } from '@globalhire/data/constants';
import { defineEmail } from '../define';
import { factsOf, instant } from '../facts/common';
import { formatWhen } from '../format';
import { ActionButton, FactTable, Paragraph, Quote, TextLink, Title } from '../layout/parts';
import { sampleRecipient, sampleUnsubscribe } from '../samples';

// The contact page: a message reaches the admins, its sender gets an acknowledgement, and an
// admin's answer goes to the address the message gave. The sender may have no account, so their
// emails speak of the message only.

const visitor = { name: null, role: null, timeZone: 'UTC', locale: null } as const;
const sentMessage = {
  id: 12,
  subject: 'Sponsoring a nurse from the Philippines',
  body: 'Hello,\nWe would like to hire two nurses from Manila. Can GlobalHire help with the visas?\nThanks, Aroha',
};
const longMessage = {
  id: 13,
  subject:
    'Question about relocation support, sponsorship timelines, credential evaluation and the fees for a family of four moving to Toronto',
  body: `${'I am a registered nurse with eleven years of experience in emergency care. '.repeat(12)}\nThank you.`,
};
const messageFacts = z.object({ id: z.number(), subject: z.string(), body: z.string() });

function YouWrote({ message }: { message: z.infer<typeof messageFacts> }) {
  return (
    <>
      <FactTable rows={[['Your subject', message.subject]]} />
      <Quote label="You wrote">{message.body}</Quote>
    </>
  );
}

/** To every admin (at most 5 an hour each): someone wrote through the contact page. */
export const contactMessage = defineEmail({
  kind: 'contact_message',
  category: 'notification',
  facts: factsOf({
    message: messageFacts.extend({ name: z.string(), email: z.string(), sentAt: instant }),
    lastEmailThisHour: z.boolean(),
  }),
  subject: (f) => `New contact message: ${f.message.subject}`,
  preview: (f) => `${f.message.name} wrote through the contact page.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>New contact message</Title>
      <FactTable
        rows={[
          ['From', `${f.message.name} <${f.message.email}>`],
          ['Sent', formatWhen(f.message.sentAt, ctx)],
          ['Subject', f.message.subject],
        ]}
      />
      <Quote label="Their message">{f.message.body}</Quote>
      {f.lastEmailThisHour ? (
        <Paragraph>
          This is the fifth contact message emailed to you this hour: the next ones this hour wait in the inbox
          without an email.
        </Paragraph>
      ) : null}
      <ActionButton href={ctx.url(f.link ?? `/admin/inbox/${f.message.id}`)}>Open the message</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('admin', { name: 'Sam' }),
      link: '/admin/inbox/12',
      unsubscribe: sampleUnsubscribe('contact_message'),
      message: { ...sentMessage, name: 'Aroha Ngata', email: 'aroha@mail.example', sentAt: '2026-06-15T09:30:00Z' },
      lastEmailThisHour: false,
    },
    lastThisHour: {
      recipient: sampleRecipient('admin', { name: 'Sam' }),
      link: '/admin/inbox/13',
      unsubscribe: sampleUnsubscribe('contact_message'),
      message: {
        ...longMessage,
        name: 'Maximiliana Alexandra Konstantinopoulou-Vanderberg',
        email: 'maximiliana.konstantinopoulou@a-very-long-mail-domain.example',
        sentAt: '2026-06-15T09:30:00Z',
      },
      lastEmailThisHour: true,
    },
  },
});

/** To the address a message gave: an admin's answer, with what they wrote. */
export const contactReply = defineEmail({
  kind: 'contact_reply',
  category: 'visitor',
  facts: factsOf({
    name: z.string(),
    reply: z.object({ body: z.string(), author: z.string() }),
    message: messageFacts,
  }),
  subject: (f) => `Re: ${f.message.subject}`,
  preview: (f) => `${f.reply.author} from GlobalHire answered your message.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Our answer to your message</Title>
      <Paragraph>
        Hello {f.name}, {f.reply.author} from GlobalHire answered the message you sent through our contact page.
      </Paragraph>
      <Quote label={`${f.reply.author}, GlobalHire`}>{f.reply.body}</Quote>
      <YouWrote message={f.message} />
      <Paragraph>
        To write to us again, use our <TextLink href={ctx.url(f.link ?? '/contact')}>contact page</TextLink>.
      </Paragraph>
    </>
  ),
  samples: {
    default: {
      recipient: visitor,
      link: '/contact',
      name: 'Aroha Ngata',
      reply: {
        body: 'Hello Aroha,\nYes: our recruiters can help with sponsorship. We will call you on Monday.',
        author: 'Sam Taylor',
      },
      message: sentMessage,
    },
  },
});

/** To the address a message gave: we have it, and how we answer. */
export const contactReceived = defineEmail({
  kind: 'contact_received',
  category: 'visitor',
  facts: factsOf({ name: z.string(), message: messageFacts }),
  // Ours, not the sender's: the form must not let anyone choose what a stranger's inbox shows.
  subject: () => 'We received your message',
  preview: () => "Thank you for contacting us. We'll get back to you shortly.",
  reason: () =>
    "You get this email because this address was given on GlobalHire's contact page. If you did not write to us, you can ignore it.",
  Body: ({ facts: f }) => (
    <>
      <Title>Thank you for contacting us</Title>
      <Paragraph>
        Hello {f.name}, we received your message. We&apos;ll get back to you shortly, by email to this address.
      </Paragraph>
      <Paragraph>
        We answer {businessHours.text}. Messages sent outside these hours are answered on the next working day.
      </Paragraph>
      <YouWrote message={f.message} />
    </>
  ),
  samples: {
    default: { recipient: visitor, name: 'Aroha Ngata', message: sentMessage },
    longMessage: { recipient: visitor, name: 'Maximiliana Alexandra Konstantinopoulou-Vanderberg', message: longMessage },
  },
});

export const contactEmails = [contactMessage, contactReply, contactReceived];
