import type { PlanName } from '@globalhire/data';

/** What each employer plan is for (spec §3 "Plan": description); the limits come from @globalhire/data. */
export const employerPlanDescriptions: Record<PlanName, string> = {
  free: 'For a first international hire or a trial run.',
  premium: 'For companies that hire across borders every month.',
  enterprise: 'For high-volume recruitment in several countries.',
};
