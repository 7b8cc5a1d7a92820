/** The accounts supabase/seed.sql creates (local only), all with the demo password. */
export const demoPassword = 'globalhire-demo';
export const demoAccounts = {
  admin: 'admin@globalhire.local',
  employer: 'employer@globalhire.local',
  candidate: 'candidate@globalhire.local',
} as const;

/** A new address per call, so tests never collide with each other or with a retry. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}
