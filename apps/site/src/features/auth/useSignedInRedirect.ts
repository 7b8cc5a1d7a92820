import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { dashboardPathFor } from '../../auth/decideAccess';

/**
 * On /login and /register, someone already signed in is sent on: to `returnTo` when the link
 * carried one, else to their own dashboard. Decided once, when the stored session is known, so a
 * sign-in made on the page itself leads on by its own steps (a second factor, a notice).
 * `signingIn`: the page's own sign-in is under way. True while leaving, for the page to show
 * that instead of its form.
 */
export function useSignedInRedirect(returnTo: string | null, signingIn = false): boolean {
  const auth = useAuth();
  const navigate = useNavigate();
  const [decision, setDecision] = useState<'pending' | 'stay' | 'leave'>('pending');
  // A sign-in sent from this page before the stored session was read: the page leads on.
  if (decision === 'pending' && !auth.loading)
    setDecision(auth.user && !signingIn ? 'leave' : 'stay');
  const destination = returnTo ?? dashboardPathFor(auth.profile?.user_type) ?? '/dashboard';
  useEffect(() => {
    if (decision === 'leave') navigate(destination, { replace: true });
  }, [decision, destination, navigate]);
  return decision === 'leave';
}
