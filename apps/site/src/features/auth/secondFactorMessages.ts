import type { DataError } from '@globalhire/data';
import { authErrorMessage } from './authErrorMessage';

/** Where a failed code check is shown: beside the code field, or above the form. */
export interface CodeErrorPlacement {
  field?: string;
  form?: string;
}

/** The message for a refused code, in words that say what to do next. */
export function codeErrorMessage(
  error: Pick<DataError, 'message' | 'status' | 'code'>,
): CodeErrorPlacement {
  switch (error.code) {
    case 'mfa_verification_failed':
      return {
        field:
          'That code is not right. Enter the code your app shows now (it changes every 30 seconds).',
      };
    case 'mfa_challenge_expired':
      return { field: 'That code took too long to arrive. Enter the code your app shows now.' };
    case 'over_request_rate_limit':
      return {
        form: 'Too many codes were tried. Wait a few minutes, then enter the code your app shows.',
      };
    case 'mfa_factor_not_found':
      return {
        form: 'This authenticator app is no longer linked to your account. Reload the page to set one up.',
      };
    default:
      return { form: authErrorMessage(error) };
  }
}

/** The key in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export const secondFactorToasts = {
  enrolled: {
    title: 'Authenticator app added',
    description: 'From now on you will enter a code from it after your password.',
  },
  verified: { title: 'Welcome back!', description: 'Your sign-in code was accepted.' },
} as const;
