import type { DataError, User } from '@globalhire/data';
import { authErrorMessage } from './authErrorMessage';
import { passwordRefusal } from './newPasswordErrors';

export const existingAccountMessage =
  'An account with this email already exists. Log in or reset your password.';

/**
 * With email confirmations on, GoTrue answers a sign-up for an address that already has a
 * confirmed account with a look-alike user that has no identities (so the answer does not reveal
 * the address to strangers). For the person typing, it means: this email is taken.
 */
export function isExistingAccount(user: Pick<User, 'identities'> | null): boolean {
  return Array.isArray(user?.identities) && user.identities.length === 0;
}

export interface RegistrationErrors {
  /** Messages shown beside their fields. */
  fields: Record<string, string>;
  /** A message about the whole form, when no field is to blame. */
  form: string | null;
}

/** Puts a sign-up failure where the person will look for it: beside the field it concerns. */
export function registrationErrorsFrom(error: DataError): RegistrationErrors {
  switch (error.code) {
    case 'weak_password':
      return { fields: { password: passwordRefusal(error) ?? error.message }, form: null };
    case 'user_already_exists':
    case 'email_exists':
      return { fields: { email: existingAccountMessage }, form: null };
    case 'email_address_invalid':
    case 'email_address_not_authorized':
      return { fields: { email: error.message }, form: null };
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return {
        fields: {},
        form: `${error.message.replace(/\.$/, '')}. Please wait a few minutes and try again.`,
      };
    default:
      return { fields: {}, form: authErrorMessage(error) };
  }
}
