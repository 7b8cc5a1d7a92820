import type { UserType } from '@globalhire/data';

export type AccessDecision =
  | { kind: 'wait' }
  | { kind: 'login' }
  | { kind: 'left' }
  | { kind: 'forbidden' }
  /** Staff (an admin or a recruiter) signed in with a password alone: the second factor comes first. */
  | { kind: 'secondFactor' }
  | { kind: 'allow' };

interface AuthSnapshot {
  loading: boolean;
  user: unknown;
  /** The user just signed out on purpose: leave for the home page without a message. */
  signedOut?: boolean;
  profile: { user_type: string } | null;
  /** The session's assurance level (aal2 after a second factor). */
  assurance?: string | null;
}

/**
 * Spec §5: wait while loading; no user → log in; a type outside a non-empty list → forbidden.
 * Admin and recruiter screens also need a session that verified a second factor (RLS refuses the rest).
 */
export function decideAccess(auth: AuthSnapshot, allowed: readonly UserType[]): AccessDecision {
  if (auth.loading) return { kind: 'wait' };
  if (!auth.user) return auth.signedOut ? { kind: 'left' } : { kind: 'login' };
  if (allowed.length === 0) return { kind: 'allow' };
  const type = auth.profile?.user_type;
  if (!type || !(allowed as readonly string[]).includes(type)) return { kind: 'forbidden' };
  if ((type === 'admin' || type === 'recruiter') && auth.assurance !== 'aal2') return { kind: 'secondFactor' };
  return { kind: 'allow' };
}

/** Where /dashboard sends each user type (spec §2); null for any other type. */
export function dashboardPathFor(userType: string | undefined): string | null {
  switch (userType) {
    case 'admin':
      return '/admin';
    case 'employer':
      return '/employer/dashboard';
    case 'candidate':
      return '/applicant/dashboard';
    case 'recruiter':
      return '/recruiter';
    default:
      return null;
  }
}

/** A `returnTo` is honoured only when it is a path on this site (never another origin). */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
