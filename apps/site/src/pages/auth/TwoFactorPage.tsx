import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Spinner, toast } from '@globalhire/ui';
import { listTotpFactors, startTotpEnrolment } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { safeReturnTo } from '../../auth/decideAccess';
import { useAuth } from '../../auth/AuthProvider';
import { AuthCard } from '../../features/auth/AuthCard';
import { authErrorMessage } from '../../features/auth/authErrorMessage';
import { ChallengeForm, EnrolForm } from '../../features/auth/SecondFactorForms';
import { secondFactorToasts } from '../../features/auth/secondFactorMessages';
import { usePageMeta } from '../../seo/usePageMeta';

function Waiting({ label }: { label: string }) {
  return (
    <AuthCard>
      <Box display="flex" justifyContent="center" paddingY="xlarge">
        <Spinner label={label} />
      </Box>
    </AuthCard>
  );
}

function Failed({ message, retry }: { message: string; retry(): void }) {
  return (
    <AuthCard>
      <Alert
        tone="critical"
        title="Two-step sign-in could not start"
        action={
          <Button variant="outline" onClick={retry}>
            Try again
          </Button>
        }
      >
        {message}
      </Alert>
    </AuthCard>
  );
}

/**
 * The login's second step (`/login/two-factor`): an account with an authenticator app enters a
 * code; an admin without one links one first. Admin screens send an admin here until the session
 * has verified a second factor (the database refuses admin work before that).
 */
export default function TwoFactorPage() {
  usePageMeta({
    title: 'Two-step sign-in',
    description: 'Confirm your sign-in with a code from your authenticator app.',
    noIndex: true,
  });
  const auth = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo')) ?? '/dashboard';

  if (auth.loading) return <Waiting label="Checking your sign-in..." />;
  if (!auth.session) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(here)}`} replace />;
  }
  if (auth.assurance === 'aal2') return <Navigate to={returnTo} replace />;
  return <SecondStep returnTo={returnTo} userId={auth.session.user.id} />;
}

function SecondStep({ returnTo, userId }: { returnTo: string; userId: string }) {
  const client = useSupabase();
  const navigate = useNavigate();
  const factors = useQuery({
    queryKey: ['mfa-factors', userId],
    queryFn: async () => unwrap(await listTotpFactors(client)),
    // Read afresh on every visit: an app linked in this tab must be asked for next time.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const verified = factors.data?.find((factor) => factor.verified);
  const enrolment = useQuery({
    queryKey: ['mfa-enrolment', userId],
    queryFn: async () => unwrap(await startTotpEnrolment(client)),
    enabled: factors.isSuccess && !verified,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const done = (toastContent: { title: string; description: string }) => () => {
    toast({ ...toastContent, tone: 'positive' });
    navigate(returnTo, { replace: true });
  };

  if (factors.isPending) return <Waiting label="Checking your sign-in..." />;
  if (factors.isError)
    return (
      <Failed
        message={authErrorMessage(factors.error as DataQueryError)}
        retry={() => void factors.refetch()}
      />
    );
  if (verified) {
    return (
      <AuthCard>
        <ChallengeForm factorId={verified.id} onVerified={done(secondFactorToasts.verified)} />
      </AuthCard>
    );
  }
  if (enrolment.isPending) return <Waiting label="Preparing your setup code..." />;
  if (enrolment.isError)
    return (
      <Failed
        message={authErrorMessage(enrolment.error as DataQueryError)}
        retry={() => void enrolment.refetch()}
      />
    );
  return (
    <AuthCard>
      <EnrolForm enrolment={enrolment.data} onVerified={done(secondFactorToasts.enrolled)} />
    </AuthCard>
  );
}
