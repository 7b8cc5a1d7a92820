import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session, User } from '@globalhire/data';
import { getProfile, sessionAssurance, signOut as signOutCall, type AssuranceLevel, type Profile } from '@globalhire/data';
import { toast } from '@globalhire/ui';
import { useSupabase } from '../app/supabase';
import { messages } from '../content/messages';
import { useRecordEmailLocale } from './recordEmailLocale';

export interface AuthState {
  /** True until the stored session (if any) and its profile have been read. */
  loading: boolean;
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  /** The session's assurance level: aal2 once a second factor was verified in it. */
  assurance: AssuranceLevel | null;
  /** True after the user signed out on purpose, so guards leave quietly instead of asking to log in. */
  signedOut: boolean;
  /** Signs out with the spec's 'Signed out' or 'Error' toast; resolves to whether it worked. */
  signOut(): Promise<boolean>;
  /** Re-reads the profile, e.g. after the user edits it. */
  refreshProfile(): Promise<void>;
  /** Called once a guard has left the page after a sign-out, so later visits ask to log in again. */
  acknowledgeSignOut(): void;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The auth context of spec §4: loading, then either no user (profile cleared) or a user with a
 * profile. Sign-in, sign-out and token refresh re-fetch or clear the profile; failures raise the
 * toasts of spec §8.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useSupabase();
  const [state, setState] = useState<Omit<AuthState, 'signOut' | 'refreshProfile' | 'acknowledgeSignOut' | 'assurance'>>({
    loading: true,
    session: null,
    user: null,
    profile: null,
    signedOut: false,
  });
  const currentUserId = useRef<string | null>(null);

  const loadProfile = useCallback(
    async (session: Session | null) => {
      currentUserId.current = session?.user.id ?? null;
      if (!session) {
        setState((previous) => ({ ...previous, loading: false, session: null, user: null, profile: null }));
        return;
      }
      const { data, error } = await getProfile(client, session.user.id);
      if (currentUserId.current !== session.user.id) return;
      if (error) toast({ ...messages.profileFetchError, description: error.message, tone: 'critical' });
      else if (!data) toast({ ...messages.profileNotFound, tone: 'critical' });
      setState({ loading: false, session, user: session.user, profile: data, signedOut: false });
    },
    [client],
  );

  useEffect(() => {
    let active = true;
    client.auth.getSession().then(({ data, error }) => {
      if (!active) return;
      if (error) {
        toast({ ...messages.authError, tone: 'critical' });
        setState({ loading: false, session: null, user: null, profile: null, signedOut: false });
        return;
      }
      void loadProfile(data.session);
    });
    const { data: subscription } = client.auth.onAuthStateChange((event, session) => {
      if (!active) return;
      // Another user signed in: loading until their profile is read. Set now, before signIn()
      // resolves, so a page the login navigates to waits for the user instead of seeing nobody.
      const profileEvent = event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED';
      if (profileEvent && session && session.user.id !== currentUserId.current) {
        setState((previous) => ({ ...previous, loading: true }));
      }
      // Defer: supabase-js holds its auth lock while calling listeners.
      setTimeout(() => {
        if (event === 'SIGNED_OUT') {
          currentUserId.current = null;
          setState((previous) => ({ ...previous, loading: false, session: null, user: null, profile: null }));
        } else if (event === 'TOKEN_REFRESHED' && !session) {
          toast({ ...messages.sessionError, tone: 'critical' });
          setState({ loading: false, session: null, user: null, profile: null, signedOut: false });
        } else if (event === 'MFA_CHALLENGE_VERIFIED' && session) {
          // The same user, now with a second factor: the stepped-up session replaces the old one.
          setState((previous) => ({ ...previous, session, user: session.user }));
        } else if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED') {
          if (session?.user.id !== currentUserId.current || event !== 'TOKEN_REFRESHED') void loadProfile(session);
          else setState((previous) => ({ ...previous, session, user: session?.user ?? null }));
        }
      }, 0);
    });
    return () => {
      active = false;
      subscription.subscription.unsubscribe();
    };
  }, [client, loadProfile]);

  const signOut = useCallback(async () => {
    const { error } = await signOutCall(client);
    if (error) {
      toast({ ...messages.signOutError, tone: 'critical' });
      return false;
    }
    currentUserId.current = null;
    setState({ loading: false, session: null, user: null, profile: null, signedOut: true });
    toast({ ...messages.signedOut, tone: 'positive' });
    return true;
  }, [client]);

  const refreshProfile = useCallback(async () => {
    const { data } = await client.auth.getSession();
    await loadProfile(data.session);
  }, [client, loadProfile]);

  // Once the person is known: their emails' time zone, from this browser when none is saved.
  useRecordEmailLocale(client, state.profile?.id ?? null);

  const acknowledgeSignOut = useCallback(() => setState((previous) => (previous.signedOut ? { ...previous, signedOut: false } : previous)), []);

  const value = useMemo(
    () => ({ ...state, assurance: sessionAssurance(state.session), signOut, refreshProfile, acknowledgeSignOut }),
    [state, signOut, refreshProfile, acknowledgeSignOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>.');
  return auth;
}
