import { z } from 'zod';
import { defineEmail } from '../define';
import { factsOf } from '../facts/common';
import { ActionButton, Paragraph, Quote, Title } from '../layout/parts';
import { rtlRecipient, sampleRecipient } from '../samples';

// The account's standing: what an admin decided and what it changes. Account emails go whatever
// the recipient's preferences say, since they change what the person can do on the site.

const candidate = sampleRecipient('candidate');
const employer = sampleRecipient('employer', { name: 'Harbour City Health' });
const companyOf = (name: string | null) => name ?? 'your company';

/** To a candidate: their profile is approved, they can apply. */
export const accountApproved = defineEmail({
  kind: 'account_approved',
  category: 'account',
  facts: factsOf({}),
  subject: () => 'Your profile is approved',
  preview: () => 'GlobalHire approved your profile. You can now apply to jobs.',
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Your profile is approved</Title>
      <Paragraph>GlobalHire approved your profile. You can now apply to jobs.</Paragraph>
      <ActionButton href={ctx.url(f.link ?? '/jobs')}>Find jobs</ActionButton>
    </>
  ),
  samples: {
    default: { recipient: candidate, link: '/jobs' },
    rightToLeft: { recipient: rtlRecipient('candidate'), link: '/jobs' },
  },
});

/** To an employer: the company is verified, its page public and approved jobs live at once. */
export const accountVerified = defineEmail({
  kind: 'account_verified',
  category: 'account',
  facts: factsOf({ companyName: z.string().nullable() }),
  subject: () => 'Your company is verified',
  preview: (f) => `GlobalHire verified ${companyOf(f.companyName)}.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Your company is verified</Title>
      <Paragraph>
        GlobalHire verified {companyOf(f.companyName)}. Your company page is public, and the jobs GlobalHire
        approves go live at once.
      </Paragraph>
      <ActionButton href={ctx.url(f.link ?? '/employer/dashboard')}>Open your dashboard</ActionButton>
    </>
  ),
  samples: {
    default: { recipient: employer, link: '/employer/dashboard', companyName: 'Harbour City Health' },
  },
});

/** To an employer: the verification was taken back; its live jobs are off the site. */
export const accountVerificationWithdrawn = defineEmail({
  kind: 'account_verification_withdrawn',
  category: 'account',
  facts: factsOf({ companyName: z.string().nullable() }),
  subject: () => 'Your company is no longer verified',
  preview: (f) => `GlobalHire took back the verification of ${companyOf(f.companyName)}.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Your company is no longer verified</Title>
      <Paragraph>
        GlobalHire took back the verification of {companyOf(f.companyName)}. Your live jobs are off the site
        until the company is verified again.
      </Paragraph>
      <Paragraph>To ask why, contact GlobalHire support through the contact page.</Paragraph>
      <ActionButton href={ctx.url(f.link ?? '/contact')}>Contact GlobalHire support</ActionButton>
    </>
  ),
  samples: {
    default: { recipient: employer, link: '/contact', companyName: 'Harbour City Health' },
  },
});

/** To the account holder: blocked, with the reason, and what they can still do. */
export const accountBlocked = defineEmail({
  kind: 'account_blocked',
  category: 'account',
  facts: factsOf({ reason: z.string().nullable() }),
  subject: () => 'Your account is blocked',
  preview: () => 'GlobalHire blocked your account. This email gives the reason and what it changes.',
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Your account is blocked</Title>
      <Paragraph>GlobalHire blocked your account.</Paragraph>
      {f.reason ? <Quote label="The reason GlobalHire gave">{f.reason}</Quote> : null}
      <Paragraph>
        {f.recipient.role === 'employer'
          ? 'Your jobs are hidden from the site, you cannot post or edit jobs, and your upcoming interviews were cancelled (the candidates were told). You can still sign in and see your jobs and applicants.'
          : 'You cannot apply to or save jobs. You can still sign in and see your applications.'}
      </Paragraph>
      <Paragraph>If you think this is a mistake, contact GlobalHire support through the contact page.</Paragraph>
      <ActionButton href={ctx.url(f.link ?? '/contact')}>Contact GlobalHire support</ActionButton>
    </>
  ),
  samples: {
    default: { recipient: candidate, link: '/contact', reason: 'Fake credentials on the profile.' },
    employer: { recipient: employer, link: '/contact', reason: 'Asked candidates for fees.' },
  },
});

/** To the account holder: unblocked, and what they can do again. */
export const accountUnblocked = defineEmail({
  kind: 'account_unblocked',
  category: 'account',
  facts: factsOf({ companyVerified: z.boolean() }),
  subject: () => 'Your account is unblocked',
  preview: () => 'GlobalHire unblocked your account.',
  Body: ({ facts: f, ctx }) => {
    const isEmployer = f.recipient.role === 'employer';
    return (
      <>
        <Title>Your account is unblocked</Title>
        <Paragraph>
          {!isEmployer
            ? 'GlobalHire unblocked your account. You can apply to and save jobs again.'
            : f.companyVerified
              ? 'GlobalHire unblocked your account. Your approved jobs are back on the site and you can post and edit jobs again.'
              : 'GlobalHire unblocked your account. You can post and edit jobs again; jobs GlobalHire approves go live once your company is verified.'}
        </Paragraph>
        <ActionButton href={ctx.url(f.link ?? (isEmployer ? '/employer/dashboard' : '/jobs'))}>
          {isEmployer ? 'Open your dashboard' : 'Find jobs'}
        </ActionButton>
      </>
    );
  },
  samples: {
    default: { recipient: employer, link: '/employer/dashboard', companyVerified: true },
    candidate: { recipient: candidate, link: '/jobs', companyVerified: false },
  },
});

export const accountEmails = [
  accountApproved,
  accountVerified,
  accountVerificationWithdrawn,
  accountBlocked,
  accountUnblocked,
];
