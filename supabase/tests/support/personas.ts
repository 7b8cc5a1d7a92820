import type { SupabaseClient, TestServer } from '@globalhire/supabase-local/testing';

/** The seven points of view of the RLS matrix. */
export const personas = [
  'anonymous',
  'candidate',
  'otherCandidate',
  'employer',
  'otherEmployer',
  'admin',
  'recruiter',
] as const;
export type Persona = (typeof personas)[number];

/** Seed accounts (supabase/seed.sql); every one signs in with the demo password. */
export const seedUsers = {
  admin: { id: '00000000-0000-4000-8000-0000000000a1', email: 'admin@globalhire.local' },
  /** Jordan Reyes (supabase/seeds/85_managed_service.sql): the candidate is on their caseload, the other candidate is not. */
  recruiter: { id: '00000000-0000-4000-8000-0000000000b1', email: 'recruiter@globalhire.local' },
  candidate: { id: '00000000-0000-4000-8000-0000000000c1', email: 'candidate@globalhire.local' },
  otherCandidate: { id: '00000000-0000-4000-8000-0000000000c2', email: 'daniel.mensah@mail.example' },
  employer: { id: '00000000-0000-4000-8000-0000000000e1', email: 'employer@globalhire.local' },
  otherEmployer: { id: '00000000-0000-4000-8000-0000000000e2', email: 'talent@harbourhealth.example' },
  /** Thames Analytics: owns the rejected job 8. */
  rejectedJobEmployer: { id: '00000000-0000-4000-8000-0000000000e3', email: 'careers@thamesanalytics.example' },
  /** Emerald Logistics: Free plan, one live job, a Premium request waiting for an admin. */
  freePlanEmployer: { id: '00000000-0000-4000-8000-0000000000e4', email: 'hr@emeraldlogistics.example' },
  /** Southern Cross Construction: awaiting verification, no jobs. */
  pendingEmployer: { id: '00000000-0000-4000-8000-0000000000e7', email: 'office@southerncross.example' },
  blockedCandidate: { id: '00000000-0000-4000-8000-0000000000c4', email: 'tomasz.nowak@mail.example' },
  /** Lerato Dlamini: a candidate awaiting approval, with no applications (she cannot apply yet). */
  pendingCandidate: { id: '00000000-0000-4000-8000-0000000000c8', email: 'lerato.dlamini@mail.example' },
  /** Wei Chen: an approved candidate who applied to the employer's job and was turned down. */
  rejectedApplicant: { id: '00000000-0000-4000-8000-0000000000c7', email: 'chen.wei@mail.example' },
} as const;

export const demoPassword = 'globalhire-demo';

/** Account types that count as staff only with a second factor (RLS asks for an aal2 session). */
const secondFactorTypes = new Set(['admin', 'recruiter']);

/**
 * A client signed in as the account. An admin or a recruiter counts as one only with a second
 * factor (RLS asks for an aal2 session), so such an account also enrols a TOTP factor on its first
 * sign-in and verifies a code of it every time; use `signInAal1` for the password-only session.
 */
export async function signIn(server: TestServer, email: string): Promise<SupabaseClient> {
  const signedIn = await server.signInAs(email, demoPassword);
  const { data } = await signedIn.client
    .from('profiles')
    .select('user_type')
    .eq('id', signedIn.user.id)
    .maybeSingle<{ user_type: string }>();
  if (!secondFactorTypes.has(data?.user_type ?? '')) return signedIn.client;
  return (await server.signInWithSecondFactor(email, demoPassword)).client;
}

/** The account signed in with its password alone (an aal1 session), whatever its type. */
export async function signInAal1(server: TestServer, email: string): Promise<SupabaseClient> {
  return (await server.signInAs(email, demoPassword)).client;
}

export interface SignedInPersonas {
  clients: Record<Persona, SupabaseClient>;
  /** The signed-in user's id; null for the anonymous visitor. */
  userIds: Record<Persona, string | null>;
  service: SupabaseClient;
}

/** Signs every persona in once per test file. */
export async function signInPersonas(server: TestServer): Promise<SignedInPersonas> {
  const signedIn = personas.filter((p): p is Exclude<Persona, 'anonymous'> => p !== 'anonymous');
  const sessions = await Promise.all(signedIn.map((p) => signIn(server, seedUsers[p].email)));
  const clients = { anonymous: server.client() } as Record<Persona, SupabaseClient>;
  const userIds = { anonymous: null } as Record<Persona, string | null>;
  signedIn.forEach((p, index) => {
    clients[p] = sessions[index]!;
    userIds[p] = seedUsers[p].id;
  });
  return { clients, userIds, service: server.serviceClient() };
}
