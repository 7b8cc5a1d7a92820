import { useLocation, useSearchParams } from 'react-router-dom';
import { MailCheck, MailWarning } from 'lucide-react';
import { Box, ButtonLink, EmptyState, Inline, Link, Spinner, Stack, Text } from '@globalhire/ui';
import { useAuth } from '../../auth/AuthProvider';
import { dashboardPathFor } from '../../auth/decideAccess';
import { AuthCard } from '../../features/auth/AuthCard';
import { linkErrorFrom } from '../../features/auth/linkError';
import { accountTypeFrom } from '../../features/auth/userTypeParam';
import { usePageMeta } from '../../seo/usePageMeta';

/** The first thing a new account should do, by type. */
const nextStep = {
  candidate: { href: '/applicant/profile', label: 'Complete your profile' },
  employer: { href: '/employer/profile', label: 'Complete your company profile' },
} as const;

/**
 * Where the sign-up email's link lands. The link confirms the address and signs the user in
 * (supabase-js reads the session from the URL fragment); without a session the link was invalid,
 * already used or expired, and GoTrue says why in the fragment.
 */
export default function EmailConfirmedPage() {
  usePageMeta({
    title: 'Email confirmed',
    description: 'Confirm the email address of your GlobalHire account.',
    noIndex: true,
  });
  const auth = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();

  if (auth.loading) {
    return (
      <AuthCard>
        <Box display="flex" justifyContent="center" paddingY="xlarge">
          <Spinner label="Confirming your email..." />
        </Box>
      </AuthCard>
    );
  }

  if (!auth.session) {
    const type = accountTypeFrom(params);
    const reason = linkErrorFrom(location.hash);
    return (
      <AuthCard>
        <Stack space="large">
          <EmptyState
            titleAs="h1"
            icon={<MailWarning />}
            title="This confirmation link is invalid or has expired"
            description={`${reason ? `${reason}. ` : ''}Confirmation links work once and expire after a while. If you confirmed your email already, log in.`}
            action={<ButtonLink href={`/login?type=${type}`}>Log in</ButtonLink>}
          />
          <Text tone="muted" size="small" align="center">
            Never confirmed it? <Link href={`/register?type=${type}`}>Register again</Link> with the
            same email to get a new link.
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  const type = auth.profile?.user_type === 'employer' ? 'employer' : 'candidate';
  const name = auth.profile?.first_name;
  return (
    <AuthCard>
      <EmptyState
        titleAs="h1"
        icon={<MailCheck />}
        title="Your email is confirmed"
        description={`${name ? `Welcome to GlobalHire, ${name}. ` : 'Welcome to GlobalHire. '}Your account is ready and you are logged in.`}
        action={
          <Inline space="small" align="center">
            <ButtonLink href={nextStep[type].href}>{nextStep[type].label}</ButtonLink>
            <ButtonLink href={dashboardPathFor(type) ?? '/dashboard'} variant="outline">
              Go to your dashboard
            </ButtonLink>
          </Inline>
        }
      />
    </AuthCard>
  );
}
