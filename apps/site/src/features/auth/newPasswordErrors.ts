import { PASSWORD_MIN_LENGTH, validationMessages, type DataError } from '@globalhire/data';

/** The registration rules for a password (spec §5 and §9), applied to a new one. */
export function newPasswordErrors(
  password: string,
  confirmPassword: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!password) errors.password = validationMessages.required('Password');
  else if (password.length < PASSWORD_MIN_LENGTH)
    errors.password = validationMessages.passwordTooShort;
  if (!confirmPassword) errors.confirmPassword = validationMessages.required('Confirm password');
  else if (password && password !== confirmPassword)
    errors.confirmPassword = validationMessages.passwordsDontMatch;
  return errors;
}

export const commonPasswordMessage =
  'This password is too common. Choose one that is harder to guess.';

/**
 * What to say beside the password field when the server refused a new password, or null when
 * the failure is not about the password. A password on the server's list of common ones comes
 * back as GoTrue's weak_password with the reason `pwned`: say so plainly.
 */
export function passwordRefusal(
  error: Pick<DataError, 'code' | 'message' | 'reasons'>,
): string | null {
  if (error.code === 'weak_password') {
    return error.reasons?.includes('pwned') ? commonPasswordMessage : error.message;
  }
  if (error.code === 'same_password') return error.message;
  return null;
}
