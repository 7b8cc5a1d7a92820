import { useMutation } from '@tanstack/react-query';
import { fieldErrors, requestSignInLink, signInLinkSchema } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { authErrorMessage } from './authErrorMessage';

/**
 * "Email me a sign-in link": checks the address, asks for the link (landing on `landing`, signed
 * in), and reports a refusal (a bad address, asking again too soon) as the email field's error.
 */
export function useSignInLink(landing: string, onFieldError: (message: string) => void) {
  const client = useSupabase();
  const mutation = useMutation({
    mutationFn: async (email: string) =>
      unwrap(await requestSignInLink(client, email, `${window.location.origin}${landing}`)),
    onError: (error: DataQueryError) => onFieldError(authErrorMessage(error)),
  });
  return {
    sentTo: mutation.isSuccess ? mutation.variables : null,
    sending: mutation.isPending,
    /** False (and the field's error set) when the address is not even worth sending. */
    send(email: string): boolean {
      const parsed = signInLinkSchema.safeParse({ email });
      if (!parsed.success) {
        onFieldError(fieldErrors(parsed.error).email ?? 'Enter a valid email address.');
        return false;
      }
      mutation.mutate(parsed.data.email);
      return true;
    },
    reset: mutation.reset,
  };
}
