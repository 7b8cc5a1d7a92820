import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from '@globalhire/ui';
import type { UserType } from '@globalhire/data';
import { useAuth } from './AuthProvider';
import { messages } from '../content/messages';
import { decideAccess } from './decideAccess';

export interface RequireRoleProps {
  /** Allowed user types; an empty list means any signed-in user (spec §5). */
  allowed: readonly UserType[];
  children: ReactNode;
}

/**
 * The route guard of spec §5. It is a convenience for people: the protection is RLS in the database.
 */
export function RequireRole({ allowed, children }: RequireRoleProps) {
  const auth = useAuth();
  const location = useLocation();
  const decision = decideAccess(auth, allowed);
  const toasted = useRef(false);

  // Acknowledge the sign-out only once this guard is gone (the visitor has left for the home
  // page): acknowledging while still mounted re-renders the guard as 'login' before the
  // navigation lands, and the visitor who chose to leave is told to log in.
  const { acknowledgeSignOut } = auth;
  useEffect(() => {
    if (decision.kind !== 'left') return;
    return acknowledgeSignOut;
  }, [decision.kind, acknowledgeSignOut]);

  useEffect(() => {
    if (toasted.current) return;
    if (decision.kind === 'login') {
      toasted.current = true;
      toast({ ...messages.accessDenied, description: messages.loginRequired, tone: 'critical' });
    } else if (decision.kind === 'forbidden') {
      toasted.current = true;
      toast({ ...messages.accessDenied, description: messages.noPermission, tone: 'critical' });
    }
  }, [decision.kind]);

  if (decision.kind === 'wait') return null;
  if (decision.kind === 'login') {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    // An employer-only page (Post a Job…) asks for the employer login, which offers employer sign-up.
    const type = allowed.length === 1 && allowed[0] === 'employer' ? 'type=employer&' : '';
    return (
      <Navigate
        to={`/login?${type}returnTo=${encodeURIComponent(returnTo)}`}
        replace
        state={{ from: location }}
      />
    );
  }
  if (decision.kind === 'secondFactor') {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login/two-factor?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  if (decision.kind === 'forbidden' || decision.kind === 'left') return <Navigate to="/" replace />;
  return <>{children}</>;
}
