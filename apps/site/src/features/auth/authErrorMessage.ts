import type { DataError } from '@globalhire/data';

export const serverUnreachableMessage =
  'We could not reach the server. Please check your connection and try again in a moment.';

/**
 * The message to show for a failed Auth call. supabase-js turns a network failure or a 5xx answer
 * into an error whose message is the serialised response ('{}'), which means nothing to anyone,
 * so those get a plain sentence; GoTrue's own messages are shown as they are.
 */
export function authErrorMessage(error: Pick<DataError, 'message' | 'status'>): string {
  const status = error.status ?? 0;
  if (status === 0 || status >= 500 || /^\s*[{[]/.test(error.message))
    return serverUnreachableMessage;
  return error.message;
}
