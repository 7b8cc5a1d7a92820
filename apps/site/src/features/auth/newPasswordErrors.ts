import { PASSWORD_MIN_LENGTH, validationMessages } from '@globalhire/data';

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
