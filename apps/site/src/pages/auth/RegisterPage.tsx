import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Column,
  Columns,
  FormLayout,
  Inline,
  Link,
  PasswordInput,
  RedirectScreen,
  Stack,
  Text,
  TextInput,
  toast,
} from '@globalhire/ui';
import {
  PASSWORD_MIN_LENGTH,
  clientConfig,
  fieldErrors,
  registrationSchema,
  signUp,
  type EmployerRegistrationInput,
  type SignUpInput,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { messages } from '../../content/messages';
import { AuthCard } from '../../features/auth/AuthCard';
import { CheckYourInbox } from '../../features/auth/CheckYourInbox';
import {
  existingAccountMessage,
  isExistingAccount,
  registrationErrorsFrom,
} from '../../features/auth/registrationOutcome';
import { localMailboxUrl } from '../../features/auth/localMailbox';
import {
  accountTypeFrom,
  accountTypeLabel,
  otherAccountType,
} from '../../features/auth/userTypeParam';
import { useSignedInRedirect } from '../../features/auth/useSignedInRedirect';
import { useFocusFirstError } from '../../features/forms/useFocusFirstError';
import { useFormValues } from '../../features/forms/useFormValues';
import { usePageMeta } from '../../seo/usePageMeta';

const emptyRegistration = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

export default function RegisterPage() {
  const [params] = useSearchParams();
  const type = accountTypeFrom(params);
  const other = otherAccountType(type);
  usePageMeta({
    title: `${accountTypeLabel[type]} Registration`,
    description:
      type === 'employer'
        ? 'Create an employer account to post jobs and reach a worldwide talent pool.'
        : 'Create a free candidate profile, upload your CV and apply to jobs abroad, yourself or through our recruiters.',
  });
  const client = useSupabase();
  const navigate = useNavigate();
  const form = useFormValues(emptyRegistration);
  const { formRef, focusFirstError } = useFocusFirstError();
  const [formError, setFormError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const showErrors = (fields: Record<string, string>) => {
    form.setErrors(fields);
    focusFirstError();
  };

  const registration = useMutation({
    mutationFn: async (input: SignUpInput) =>
      unwrap(await signUp(client, input, `${window.location.origin}/email-confirmed?type=${type}`)),
    onSuccess: ({ user, session }, input) => {
      if (isExistingAccount(user)) {
        showErrors({ email: existingAccountMessage });
        return;
      }
      toast({ ...messages.registrationSuccessful, tone: 'positive' });
      // A project without email confirmation signs the new user straight in.
      if (session) navigate('/dashboard', { replace: true });
      else setRegisteredEmail(input.email);
    },
    onError: (error: DataQueryError) => {
      const errors = registrationErrorsFrom({
        message: error.message,
        code: error.code,
        status: error.status,
        reasons: error.reasons,
      });
      setFormError(errors.form);
      if (Object.keys(errors.fields).length > 0) showErrors(errors.fields);
    },
  });

  // Already signed in: to their dashboard, not a second account's form.
  const leaving = useSignedInRedirect(null, registration.isPending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = registrationSchema(type).safeParse(form.values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    const { email, password, firstName, lastName } = parsed.data;
    const companyName =
      type === 'employer' ? (parsed.data as EmployerRegistrationInput).companyName : undefined;
    registration.mutate({ email, password, firstName, lastName, companyName, userType: type });
  };

  if (leaving) return <RedirectScreen message={messages.redirecting} />;

  if (registeredEmail) {
    return (
      <AuthCard>
        <CheckYourInbox
          action={{ href: `/login?type=${type}`, label: 'Go to Login' }}
          mailboxUrl={localMailboxUrl(clientConfig(client)?.url)}
          startOver={{
            label: 'Register with a different email',
            onClick: () => {
              form.reset();
              registration.reset();
              setRegisteredEmail(null);
            },
          }}
        >
          We sent a confirmation link to <strong>{registeredEmail}</strong>. Open it to verify your
          account, then log in.
        </CheckYourInbox>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <Stack space="xlarge">
        <FormLayout
          ref={formRef}
          title={`${accountTypeLabel[type]} Registration`}
          titleAs="h1"
          description={
            type === 'employer'
              ? 'Post jobs and reach candidates ready to relocate.'
              : 'Create your free profile and apply to jobs yourself. You can also ask our recruitment team to apply on your behalf.'
          }
          onSubmit={submit}
          noValidate
          actions={
            <Button
              type="submit"
              fullWidth
              loading={registration.isPending}
              loadingLabel="Creating account..."
            >
              Create Account
            </Button>
          }
        >
          {formError && (
            <Alert tone="critical" title="Registration failed">
              {formError}
            </Alert>
          )}
          <Columns space="large" collapseBelow="tablet">
            <Column>
              <TextInput
                label="First Name"
                autoComplete="given-name"
                required
                {...form.field('firstName')}
              />
            </Column>
            <Column>
              <TextInput
                label="Last Name"
                autoComplete="family-name"
                required
                {...form.field('lastName')}
              />
            </Column>
          </Columns>
          {type === 'employer' && (
            <TextInput
              label="Company Name"
              autoComplete="organization"
              required
              {...form.field('companyName')}
            />
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
            {...form.field('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            required
            {...form.field('confirmPassword')}
          />
          <Checkbox
            required
            label={
              <>
                I agree to the{' '}
                <Link href="/terms" external>
                  Terms of Service
                </Link>{' '}
                and the{' '}
                <Link href="/privacy-policy" external>
                  Privacy Policy
                </Link>
              </>
            }
            {...form.checkbox('terms')}
          />
        </FormLayout>
        <Stack space="small" align="center">
          <Inline space="xsmall" align="center">
            <Text tone="muted">Already have an account?</Text>
            <Link href={`/login?type=${type}`}>Log in</Link>
          </Inline>
          <Link href={`/register?type=${other}`}>
            {other === 'employer'
              ? 'Hiring? Register as an employer'
              : 'Looking for a job? Register as a candidate'}
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
