import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { Alert, Button, FormLayout, PasswordInput, toast } from '@globalhire/ui';
import {
  PASSWORD_MIN_LENGTH,
  fieldErrors,
  newPasswordSchema,
  updatePassword,
} from '@globalhire/data';
import { unwrap, type DataQueryError } from '../../app/query';
import { useSupabase } from '../../app/supabase';
import { passwordRefusal } from '../auth/newPasswordErrors';
import { useFocusFirstError } from '../forms/useFocusFirstError';
import { accountMessages } from './accountMessages';

/** Sets a new password for the signed-in user: the registration minimum, typed twice. */
export function ChangePasswordForm() {
  const client = useSupabase();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { formRef, focusFirstError } = useFocusFirstError();

  const change = useMutation({
    mutationFn: async (next: string) => {
      unwrap(await updatePassword(client, next));
    },
    onSuccess: () => {
      setPassword('');
      setConfirmPassword('');
      toast({ ...accountMessages.passwordChanged, tone: 'positive' });
    },
    onError: (error: DataQueryError) => {
      // The server's complaints about the password itself belong beside the field.
      const refusal = passwordRefusal(error);
      if (refusal) {
        setErrors({ password: refusal });
        focusFirstError();
      }
    },
  });
  const formError = change.isError && !passwordRefusal(change.error) ? change.error.message : null;

  return (
    <FormLayout
      ref={formRef}
      noValidate
      title="Change password"
      description={`At least ${PASSWORD_MIN_LENGTH} characters. You stay signed in on this device.`}
      onSubmit={() => {
        const parsed = newPasswordSchema.safeParse({ password, confirmPassword });
        if (!parsed.success) {
          setErrors(fieldErrors(parsed.error));
          focusFirstError();
          return;
        }
        setErrors({});
        change.mutate(parsed.data.password);
      }}
      actions={
        <Button
          type="submit"
          icon={<KeyRound aria-hidden />}
          loading={change.isPending}
          loadingLabel="Changing..."
        >
          Change Password
        </Button>
      }
    >
      {formError ? (
        <Alert tone="critical" title="Your password was not changed.">
          {formError}
        </Alert>
      ) : null}
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors(({ password: _, ...rest }) => rest);
        }}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => {
          setConfirmPassword(event.target.value);
          setErrors(({ confirmPassword: _, ...rest }) => rest);
        }}
      />
    </FormLayout>
  );
}
