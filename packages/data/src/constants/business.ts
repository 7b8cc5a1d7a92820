/** Fees charged to candidates (spec §9), in whole US dollars. */
export const fees = {
  currency: 'USD',
  registration: 150,
  successFee: 10_000,
  translationPerPageFrom: 30,
  credentialEvaluationFrom: 100,
  additionalCountry: 50,
} as const;

export const planNames = ['free', 'premium', 'enterprise'] as const;
export type PlanName = (typeof planNames)[number];

export interface EmployerPlan {
  plan: PlanName;
  name: string;
  /** US dollars per month. */
  priceMonthly: number;
  /** null means unlimited. */
  activePostings: number | null;
  visibilityDays: number;
  /** Approved jobs an admin may feature at once (the database's plan_featured_slots). */
  featuredSlots: number;
  mostPopular: boolean;
}

/** Employer plans per month (spec §9); the database enforces the same limits. */
export const employerPlans: readonly EmployerPlan[] = [
  { plan: 'free', name: 'Free', priceMonthly: 0, activePostings: 1, visibilityDays: 7, featuredSlots: 0, mostPopular: false },
  { plan: 'premium', name: 'Premium', priceMonthly: 99, activePostings: 5, visibilityDays: 30, featuredSlots: 2, mostPopular: true },
  { plan: 'enterprise', name: 'Enterprise', priceMonthly: 299, activePostings: null, visibilityDays: 90, featuredSlots: 5, mostPopular: false },
];

export const businessHours = {
  days: 'Monday to Friday',
  open: '9:00 AM',
  close: '6:00 PM',
  timeZone: 'GMT',
  text: 'Monday to Friday, 9:00 AM to 6:00 PM (GMT)',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const TOAST_DURATION_MS = 5000;

/** Time windows of the dashboards (spec §7, §9). */
export const windows = {
  newJobsDays: 30,
  adminWeekDays: 7,
  adminMonths: 1,
} as const;

/** The supabase-js client settings of spec §7. */
export const sessionSettings = {
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
} as const;
