import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, FormLayout, Stack, Text, TextInput } from '@globalhire/ui';
import { totpCodeProblem, verifyTotpCode, type TotpEnrolment } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { useFocusFirstError } from '../forms/useFocusFirstError';
import { codeErrorMessage, groupedSecret } from './secondFactorMessages';

interface CodeFormProps {
  factorId: string;
  title: string;
  description: string;
  submitLabel: string;
  /** Shown above the code field (the QR code while enrolling). */
  children?: ReactNode;
  onVerified(): void;
}

/** The 6-digit code field and its checks; what was typed stays after a refusal. */
function CodeForm({
  factorId,
  title,
  description,
  submitLabel,
  children,
  onVerified,
}: CodeFormProps) {
  const client = useSupabase();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const { formRef, focusFirstError } = useFocusFirstError();

  const verify = useMutation({
    mutationFn: async (digits: string) => unwrap(await verifyTotpCode(client, factorId, digits)),
    onSuccess: onVerified,
    onError: (error: DataQueryError) => {
      const placement = codeErrorMessage(error);
      setFieldError(placement.field);
      setFormError(placement.form ?? null);
      if (placement.field) focusFirstError();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = totpCodeProblem(code);
    setFieldError(problem ?? undefined);
    if (problem) {
      focusFirstError();
      return;
    }
    verify.mutate(code.replace(/\s/g, ''));
  };

  return (
    <FormLayout
      ref={formRef}
      title={title}
      titleAs="h1"
      description={description}
      onSubmit={submit}
      noValidate
      actions={
        <Button type="submit" fullWidth loading={verify.isPending} loadingLabel="Checking...">
          {submitLabel}
        </Button>
      }
    >
      {formError && (
        <Alert tone="critical" title="The code was not accepted">
          {formError}
        </Alert>
      )}
      {children}
      <TextInput
        label="6-digit code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
      />
    </FormLayout>
  );
}

/** The login's second step for an account with an authenticator app. */
export function ChallengeForm({ factorId, onVerified }: { factorId: string; onVerified(): void }) {
  return (
    <CodeForm
      factorId={factorId}
      title="Enter your sign-in code"
      description="Open your authenticator app and enter the 6-digit code it shows for GlobalHire."
      submitLabel="Verify"
      onVerified={onVerified}
    />
  );
}

/** First sign-in of an admin: link an authenticator app, then prove it with a code. */
export function EnrolForm({
  enrolment,
  onVerified,
}: {
  enrolment: TotpEnrolment;
  onVerified(): void;
}) {
  return (
    <CodeForm
      factorId={enrolment.factorId}
      title="Set up two-step sign-in"
      description="Admin accounts sign in with a password and a code from an authenticator app. Set it up once; every later sign-in asks for a code."
      submitLabel="Verify and continue"
      onVerified={onVerified}
    >
      <Stack space="medium">
        <Text>
          1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft
          Authenticator, 1Password, Authy or any other app for time-based codes).
        </Text>
        <Box display="flex" justifyContent="center">
          <img
            src={enrolment.qrCode}
            alt="QR code to scan with your authenticator app"
            width={200}
            height={200}
          />
        </Box>
        <Text>Can&apos;t scan it? Add an account in the app by hand with this key:</Text>
        <Text as="strong" data-testid="totp-secret">
          {groupedSecret(enrolment.secret)}
        </Text>
        <Text>2. Enter the 6-digit code the app now shows.</Text>
      </Stack>
    </CodeForm>
  );
}
