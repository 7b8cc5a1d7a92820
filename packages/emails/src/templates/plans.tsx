import { z } from 'zod';
import { employerPlans, planNames, type PlanName } from '@globalhire/data/constants';
import { defineEmail } from '../define';
import { factsOf, instant } from '../facts/common';
import { formatWhen } from '../format';
import { ActionButton, FactTable, Paragraph, Title } from '../layout/parts';
import { sampleRecipient, sampleUnsubscribe } from '../samples';

// An employer's plan request, decided by an admin (no card payment is taken).

const planOf = (name: PlanName) => employerPlans.find((plan) => plan.plan === name) ?? employerPlans[0]!;
const employer = sampleRecipient('employer', { name: 'Harbour City Health' });

/** To the employer: the plan is active, with what it allows and until when. */
export const planConfirmed = defineEmail({
  kind: 'plan_confirmed',
  category: 'notification',
  facts: factsOf({ plan: z.enum(planNames), periodEnd: instant.nullable() }),
  subject: (f) => `Your ${planOf(f.plan).name} plan is active`,
  preview: (f) => `GlobalHire activated your ${planOf(f.plan).name} plan.`,
  Body: ({ facts: f, ctx }) => {
    const plan = planOf(f.plan);
    return (
      <>
        <Title>Your {plan.name} plan is active</Title>
        <Paragraph>GlobalHire activated your {plan.name} plan. Its limits apply to your jobs from now on.</Paragraph>
        <FactTable
          rows={[
            ['Plan', plan.name],
            ['Active job postings', plan.activePostings === null ? 'Unlimited' : String(plan.activePostings)],
            ['Each job stays live for', `${plan.visibilityDays} days`],
            ['Featured job slots', String(plan.featuredSlots)],
            ['Active until', f.periodEnd ? formatWhen(f.periodEnd, ctx) : null],
          ]}
        />
        <ActionButton href={ctx.url(f.link ?? '/employer/plans')}>See your plan</ActionButton>
      </>
    );
  },
  samples: {
    default: {
      recipient: employer,
      link: '/employer/plans',
      unsubscribe: sampleUnsubscribe('plan_confirmed'),
      plan: 'premium',
      periodEnd: '2026-07-15T09:30:00Z',
    },
    enterprise: {
      recipient: sampleRecipient('employer', { name: 'Harbour City Health', timeZone: 'America/Toronto' }),
      link: '/employer/plans',
      unsubscribe: sampleUnsubscribe('plan_confirmed'),
      plan: 'enterprise',
      periodEnd: null,
    },
  },
});

/** To the employer: an admin declined the plan they asked for. */
export const planDeclined = defineEmail({
  kind: 'plan_declined',
  category: 'notification',
  facts: factsOf({ plan: z.enum(planNames) }),
  subject: (f) => `Plan request declined: ${planOf(f.plan).name}`,
  preview: (f) => `Your request for the ${planOf(f.plan).name} plan was declined.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Your plan request was declined</Title>
      <Paragraph>
        Your request for the {planOf(f.plan).name} plan was declined. Your current plan stays as it is; contact
        us if you have questions.
      </Paragraph>
      <ActionButton href={ctx.url(f.link ?? '/employer/plans')}>See plans</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: employer,
      link: '/employer/plans',
      unsubscribe: sampleUnsubscribe('plan_declined'),
      plan: 'enterprise',
    },
  },
});

export const planEmails = [planConfirmed, planDeclined];
