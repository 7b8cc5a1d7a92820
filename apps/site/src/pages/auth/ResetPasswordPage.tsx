import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import {
  Alert,
  Box,
  Button,
  ButtonLink,
  EmptyState,
  FormLayout,
  PasswordInput,
  Spinner,
  toast,
} from '@globalhire/ui';
import { PASSWORD_MIN_LENGTH, updatePassword } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';
import { AuthCard } from '../../features/auth/AuthCard';
import { InvitationLinkExpired } from '../../features/auth/InvitationLinkExpired';
import { authErrorMessage } from '../../features/auth/authErrorMessage';
import { linkErrorFrom } from '../../features/auth/linkError';
import { newPasswordErrors, passwordRefusal } from '../../features/auth/newPasswordErrors';
import { useFocusFirstError } from '../../features/forms/useFocusFirstError';
import { useFormValues } from '../../features/forms/useFormValues';
import { usePageMeta } from '../../seo/usePageMeta';

const passwordUpdated = {
  title: 'Password updated',
  description: 'Your new password is set and you are logged in.',
} as const;

/** The page's words for a recovery link, and for an invitation's link (`?invited=1`). */
const copy = {
  recovery: {
    title: 'Set a new password',
    metaDescription: 'Choose a new password for your GlobalHire account.',
    formDescription:
      'Choose a new password for your account. You will stay logged in on this device.',
    submit: 'Update Password',
    done: passwordUpdated,
  },
  invitation: {
    title: 'Choose your password',
    metaDescription: 'Choose a password for the GlobalHire account you were invited to.',
    formDescription:
      'Welcome to GlobalHire. Choose a password for your account; you will stay logged in on this device.',
    submit: 'Set Password',
    done: { title: 'Password set', description: 'Your password is set and you are logged in.' },
  },
} as const;

/**
 * Where the recovery email's link lands. supabase-js reads the session from the URL fragment
 * (event PASSWORD_RECOVERY), so a visitor with a session here may set a new password; without
 * one, the link was invalid, used or expired.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const invited = params.get('invited') === '1';
  const words = invited ? copy.invitation : copy.recovery;
  usePageMeta({ title: words.title, description: words.metaDescription, noIndex: true });
  const auth = useAuth();
  const location = useLocation();

  if (auth.loading) {
    return (
      <AuthCard>
        <Box display="flex" justifyContent="center" paddingY="xlarge">
          <Spinner label="Checking your reset link..." />
        </Box>
      </AuthCard>
    );
  }
  if (!auth.session) {
    const reason = linkErrorFrom(location.hash);
    if (invited) return <InvitationLinkExpired reason={reason} />;
    return (
      <AuthCard>
        <EmptyState
          titleAs="h1"
          icon={<KeyRound />}
          title="This reset link is invalid or has expired"
          description={`${reason ? `${reason}. ` : ''}Reset links work once and expire after a while. Ask for a new one and use the latest email.`}
          action={<ButtonLink href="/forgot-password">Request a new link</ButtonLink>}
        />
      </AuthCard>
    );
  }
  return <NewPasswordForm words={words} />;
}

function NewPasswordForm({ words }: { words: (typeof copy)[keyof typeof copy] }) {
  const client = useSupabase();
  const navigate = useNavigate();
  const form = useFormValues({ password: '', confirmPassword: '' });
  const { formRef, focusFirstError } = useFocusFirstError();
  const [formError, setFormError] = useState<string | null>(null);

  const update = useMutation({
    mutationFn: async (password: string) => unwrap(await updatePassword(client, password)),
    onSuccess: () => {
      toast({ ...words.done, tone: 'positive' });
      navigate('/dashboard', { replace: true });
    },
    onError: (error: DataQueryError) => {
      // GoTrue's complaints about the password itself belong beside the password field.
      const refusal = passwordRefusal(error);
      if (refusal) {
        form.setErrors({ password: refusal });
        focusFirstError();
      } else {
        setFormError(authErrorMessage(error));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const errors = newPasswordErrors(form.values.password, form.values.confirmPassword);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    update.mutate(form.values.password);
  };

  return (
    <AuthCard>
      <FormLayout
        ref={formRef}
        title={words.title}
        titleAs="h1"
        description={words.formDescription}
        onSubmit={submit}
        noValidate
        actions={
          <Button type="submit" fullWidth loading={update.isPending} loadingLabel="Updating...">
            {words.submit}
          </Button>
        }
      >
        {formError && (
          <Alert tone="critical" title="Your password was not changed">
            {formError}
          </Alert>
        )}
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          required
          {...form.field('password')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
      </FormLayout>
    </AuthCard>
  );
}
