import { z } from 'zod';
import { defineEmail } from '../define';
import { factsOf } from '../facts/common';
import { ActionButton, FactTable, Paragraph, Quote, Title } from '../layout/parts';
import { sampleRecipient, sampleUnsubscribe } from '../samples';

// An employer's licence to sponsor: a claim waits for an admin's check; the admin's decision.

const licenceNames = {
  uk_licensed_sponsor: 'UK sponsor licence',
  nz_accredited_employer: 'New Zealand employer accreditation',
  au_standard_business_sponsor: 'Australian standard business sponsorship',
} as const;

/** A licence as private.email_licence writes it. */
const licenceFacts = z.object({
  kind: z.enum(['uk_licensed_sponsor', 'nz_accredited_employer', 'au_standard_business_sponsor']),
  number: z.string().nullable(),
  routes: z.array(z.string()),
});
type LicenceFacts = z.infer<typeof licenceFacts>;

function LicenceTable({ licence }: { licence: LicenceFacts }) {
  return (
    <FactTable
      rows={[
        ['Licence', licenceNames[licence.kind]],
        ['Number', licence.number],
        ['Routes', licence.routes.length > 0 ? licence.routes.join(', ') : null],
      ]}
    />
  );
}

const ukLicence: LicenceFacts = { kind: 'uk_licensed_sponsor', number: 'SPN-4Q7X2K9', routes: ['Skilled Worker'] };

/** To every admin: an employer's claim waits for a check against the official register. */
export const licenceClaimed = defineEmail({
  kind: 'licence_claimed',
  category: 'notification',
  facts: factsOf({ companyName: z.string(), licence: licenceFacts, changed: z.boolean() }),
  subject: (f) => `Licence waiting for a check: ${f.companyName}`,
  preview: (f) =>
    f.changed
      ? `${f.companyName} changed its ${licenceNames[f.licence.kind]}.`
      : `${f.companyName} claimed a ${licenceNames[f.licence.kind]}.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>A licence is waiting for a check</Title>
      <Paragraph>
        {f.changed
          ? `${f.companyName} changed its ${licenceNames[f.licence.kind]}, so it is waiting for a check again.`
          : `${f.companyName} claimed a ${licenceNames[f.licence.kind]}.`}{' '}
        Check it against the official register before verifying it.
      </Paragraph>
      <LicenceTable licence={f.licence} />
      <ActionButton href={ctx.url(f.link ?? '/admin/employer-licences?status=claimed')}>Check licences</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('admin', { name: 'Sam' }),
      link: '/admin/employer-licences?status=claimed',
      unsubscribe: sampleUnsubscribe('licence_claimed'),
      companyName: 'Harbour City Health',
      licence: ukLicence,
      changed: false,
    },
  },
});

const decisionTitles = {
  verified: 'Your licence is verified',
  expired: 'Your licence is marked expired',
  revoked: 'Your licence was revoked',
  routes: 'The routes of your licence were updated',
} as const;

/** To the employer: an admin verified, expired or revoked the licence, or updated its routes. */
export const licenceStatus = defineEmail({
  kind: 'licence_status',
  category: 'notification',
  facts: factsOf({
    change: z.enum(['verified', 'expired', 'revoked', 'routes']),
    licence: licenceFacts,
    reason: z.string().nullable(),
  }),
  subject: (f) => decisionTitles[f.change],
  preview: (f) => `${decisionTitles[f.change]}: ${licenceNames[f.licence.kind]}.`,
  Body: ({ facts: f, ctx }) => {
    const name = licenceNames[f.licence.kind];
    return (
      <>
        <Title>{decisionTitles[f.change]}</Title>
        <Paragraph>
          {f.change === 'verified'
            ? `GlobalHire verified your ${name}. Your company page and job pages show it, and visa verdicts count it.`
            : f.change === 'expired'
              ? `Your ${name} is marked expired, so visa verdicts no longer count it. Once it is renewed, update it on your company profile to have it checked again.`
              : f.change === 'revoked'
                ? `Your ${name} was revoked, so visa verdicts no longer count it.`
                : `GlobalHire updated the routes of your ${name}. It now covers: ${f.licence.routes.join(', ') || 'no routes'}.`}
        </Paragraph>
        {f.change === 'revoked' ? (
          <>
            {f.reason ? <Quote label="The reason GlobalHire gave">{f.reason}</Quote> : null}
            <Paragraph>Contact GlobalHire to have it reviewed.</Paragraph>
          </>
        ) : null}
        <LicenceTable licence={f.licence} />
        <ActionButton href={ctx.url(f.link ?? '/employer/profile')}>Open your company profile</ActionButton>
      </>
    );
  },
  samples: {
    default: {
      recipient: sampleRecipient('employer', { name: 'Harbour City Health' }),
      link: '/employer/profile',
      unsubscribe: sampleUnsubscribe('licence_status'),
      change: 'verified',
      licence: ukLicence,
      reason: null,
    },
    revoked: {
      recipient: sampleRecipient('employer', { name: 'Harbour City Health' }),
      link: '/employer/profile',
      unsubscribe: sampleUnsubscribe('licence_status'),
      change: 'revoked',
      licence: ukLicence,
      reason: 'Not on the Register of licensed sponsors on 5 December 2026.',
    },
  },
});

export const licenceEmails = [licenceClaimed, licenceStatus];
