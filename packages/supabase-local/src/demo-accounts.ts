import type { Database } from './db/database.js';
import { passwordMatches } from './auth/passwords.js';

/** The local-only demo accounts supabase/seed.sql creates. */
export const demoAccountEmails = [
  'admin@globalhire.local',
  'employer@globalhire.local',
  'candidate@globalhire.local',
  'recruiter@globalhire.local',
];
export const demoPassword = 'globalhire-demo';

/** The demo accounts present in this database that still accept the demo password. */
export async function usableDemoAccounts(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ email: string; encrypted_password: string | null }>(
    `select email, encrypted_password from auth.users
     where email = any($1::text[]) and deleted_at is null and email_confirmed_at is not null`,
    [demoAccountEmails],
  );
  const usable: string[] = [];
  for (const email of demoAccountEmails) {
    const row = rows.find((r) => r.email === email);
    if (row && (await passwordMatches(demoPassword, row.encrypted_password))) usable.push(email);
  }
  return usable;
}
