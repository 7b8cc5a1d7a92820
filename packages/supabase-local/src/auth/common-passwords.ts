import { authErrors } from './errors.js';

/**
 * The most used passwords seen in public breaches: zxcvbn's list (about 49,000, lower case),
 * loaded on first use. Local stand-in for GoTrue's leaked-password protection, which asks
 * Have I Been Pwned; the answer has the same shape.
 */
let commonPasswords: Promise<Set<string>> | null = null;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

/** 422 weak_password with reason `pwned` for a password on the list (any letter case). */
export async function refuseCommonPassword(password: string): Promise<void> {
  if ((await loadCommonPasswords()).has(password.toLowerCase())) {
    throw authErrors.weakPassword(
      'Password is known to be weak and easy to guess, please choose a different one.',
      ['pwned'],
    );
  }
}
