import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { clientConfig, fieldErrors, loginSchema, requestPasswordRecovery } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { useFocusFirstError } from '../forms/useFocusFirstError';
import { authErrorMessage } from './authErrorMessage';
import { localMailboxUrl } from './localMailbox';

const emailSchema = loginSchema.pick({ email: true });

/**
 * The "email me a link to choose a password" form: the address field with its check, the request,
 * and the address it was sent to. Used by Forgot password and by an invitation link that no
 * longer works; `redirectPath` is where the emailed link lands.
 */
export function usePasswordLinkRequest(redirectPath: string) {
  const client = useSupabase();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, focusFirstError } = useFocusFirstError();

  const request = useMutation({
    mutationFn: async (address: string) =>
      unwrap(
        await requestPasswordRecovery(client, address, `${window.location.origin}${redirectPath}`),
      ),
    // The answer is the same whether or not the address has an account, so it reveals nothing.
    onSuccess: (_data, address) => setSentTo(address),
  });

  return {
    formRef,
    email,
    emailError,
    sentTo,
    sending: request.isPending,
    failure: request.isError ? authErrorMessage(request.error as DataQueryError) : null,
    mailboxUrl: localMailboxUrl(clientConfig(client)?.url),
    changeEmail(value: string) {
      setEmail(value);
      setEmailError(undefined);
    },
    submit(event: FormEvent) {
      event.preventDefault();
      const parsed = emailSchema.safeParse({ email });
      if (!parsed.success) {
        setEmailError(fieldErrors(parsed.error).email);
        focusFirstError();
        return;
      }
      setEmailError(undefined);
      request.mutate(parsed.data.email);
    },
    startOver() {
      request.reset();
      setSentTo(null);
    },
  };
}
