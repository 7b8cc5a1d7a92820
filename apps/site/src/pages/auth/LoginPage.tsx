import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  Divider,
  RedirectScreen,
  FormLayout,
  Inline,
  Link,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  toast,
} from '@globalhire/ui';
import {
  accountStanding,
  accountStandingMessages,
  fieldErrors,
  clientConfig,
  getProfile,
  loginSchema,
  signIn,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { safeReturnTo } from '../../auth/decideAccess';
import { messages } from '../../content/messages';
import { AuthCard } from '../../features/auth/AuthCard';
import { CheckYourInbox } from '../../features/auth/CheckYourInbox';
import { localMailboxUrl } from '../../features/auth/localMailbox';
import { useSignInLink } from '../../features/auth/useSignInLink';
import { useSignedInRedirect } from '../../features/auth/useSignedInRedirect';
import {
  accountTypeFrom,
  accountTypeLabel,
  otherAccountType,
} from '../../features/auth/userTypeParam';
import { usePageMeta } from '../../seo/usePageMeta';
import { authErrorMessage } from '../../features/auth/authErrorMessage';

export default function LoginPage() {
  const [params] = useSearchParams();
  const type = accountTypeFrom(params);
  const other = otherAccountType(type);
  const returnTo = safeReturnTo(params.get('returnTo'));
  usePageMeta({
    title: `${accountTypeLabel[type]} Login`,
    description: 'Log in to your GlobalHire account.',
  });
  const client = useSupabase();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  // What was typed into the server-rendered form before the page's script took over is kept.
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (emailInput.current?.value) setEmail(emailInput.current.value);
    if (passwordInput.current?.value) setPassword(passwordInput.current.value);
  }, []);
  // The emailed link lands where a password sign-in would go; the dashboard routes by role.
  const signInLink = useSignInLink(returnTo ?? '/dashboard', (message) =>
    setErrors({ email: message }),
  );
  // Already signed in: on to where they were going, or their dashboard, instead of the form.
  const leaving = useSignedInRedirect(returnTo, submitting);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    const { data, error } = await signIn(client, parsed.data);
    if (error) {
      setSubmitting(false);
      toast({ ...messages.loginFailed, description: authErrorMessage(error), tone: 'critical' });
      return;
    }
    // A blocked account signs in (to read its data, contact support or delete it) but is told at once.
    const { data: profile } = await getProfile(client, data.user.id);
    setSubmitting(false);
    if (profile && accountStanding(profile) === 'blocked') {
      toast({
        title: accountStandingMessages.blockedTitle,
        description: accountStandingMessages.blocked(profile.user_type),
        tone: 'critical',
      });
    } else if (
      profile?.user_type === 'admin' ||
      profile?.user_type === 'recruiter' ||
      data.user.factors?.some((factor) => factor.status === 'verified')
    ) {
      // Admins and recruiters sign in with two factors, and so does anyone who linked an authenticator app: the
      // code (or, for an admin's first sign-in, setting up the app) comes next.
      const next = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
      navigate(`/login/two-factor${next}`, { replace: true });
      return;
    } else {
      toast({ ...messages.welcomeBack, tone: 'positive' });
    }
    navigate(returnTo ?? '/dashboard', { replace: true });
  };

  if (leaving)
    return <RedirectScreen message={returnTo ? messages.redirectingOn : messages.redirecting} />;

  if (signInLink.sentTo) {
    return (
      <AuthCard>
        <CheckYourInbox
          action={{ href: '/', label: 'Back to Home' }}
          mailboxUrl={localMailboxUrl(clientConfig(client)?.url)}
          startOver={{ label: 'Use a different email', onClick: signInLink.reset }}
        >
          If an account exists for <strong>{signInLink.sentTo}</strong>, we have sent it a link to
          log in. The link works once and expires after a while.
        </CheckYourInbox>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <Stack space="xlarge">
        <FormLayout
          title={`${accountTypeLabel[type]} Login`}
          titleAs="h1"
          description={
            type === 'employer'
              ? 'Manage your job postings and applicants.'
              : 'Track your applications and saved jobs.'
          }
          onSubmit={submit}
          noValidate
          actions={
            <Button type="submit" fullWidth loading={submitting} loadingLabel={messages.loggingIn}>
              Login
            </Button>
          }
        >
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            ref={emailInput}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            ref={passwordInput}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <Link href="/forgot-password">Forgot your password?</Link>
        </FormLayout>
        <Stack space="small">
          <Divider />
          <Text tone="muted" size="small" align="center">
            No password at hand? We can email you a link that logs you in.
          </Text>
          <Button
            variant="outline"
            fullWidth
            loading={signInLink.sending}
            loadingLabel="Sending link..."
            onClick={() => {
              setErrors({});
              signInLink.send(email);
            }}
          >
            Email me a sign-in link
          </Button>
        </Stack>
        <Stack space="small" align="center">
          <Inline space="xsmall" align="center">
            <Text tone="muted">Don&apos;t have an account?</Text>
            <Link href={`/register?type=${type}`}>
              Sign up as {type === 'employer' ? 'an employer' : 'a candidate'}
            </Link>
          </Inline>
          <Link
            href={`/login?type=${other}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`}
          >
            {other === 'employer'
              ? 'Are you an employer? Log in here'
              : 'Looking for a job? Candidate login'}
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
