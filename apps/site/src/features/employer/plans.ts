import { employerPlans, type EmployerPlan, type PlanName } from '@globalhire/data';

export const planOf = (name: PlanName): EmployerPlan =>
  employerPlans.find((plan) => plan.plan === name) ?? employerPlans[0]!;

/** '5 active job postings', 'Unlimited job postings'. */
export const postingsText = (limit: number | null): string =>
  limit === null
    ? 'Unlimited job postings'
    : `${limit} active job posting${limit === 1 ? '' : 's'}`;

/** The plan's limits as the plan cards list them (spec §9). */
export function planFeatures(plan: EmployerPlan): string[] {
  return [
    postingsText(plan.activePostings),
    `${plan.visibilityDays} days visibility`,
    plan.featuredSlots === 0 ? 'No featured job slots' : `${plan.featuredSlots} featured job slots`,
    'Applicant tracking: shortlist, interview, offer, hire',
  ];
}

/** The plan one step up, for the upgrade banner; none above Enterprise. */
export function nextPlanUp(name: PlanName): EmployerPlan | null {
  const index = employerPlans.findIndex((plan) => plan.plan === name);
  return employerPlans[index + 1] ?? null;
}

const rank = (name: PlanName) => employerPlans.findIndex((plan) => plan.plan === name);
export const isUpgrade = (from: PlanName, to: PlanName) => rank(to) > rank(from);
