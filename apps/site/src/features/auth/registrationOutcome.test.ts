import { describe, expect, it } from 'vitest';
import { serverUnreachableMessage } from './authErrorMessage';
import {
  existingAccountMessage,
  isExistingAccount,
  registrationErrorsFrom,
} from './registrationOutcome';

describe('isExistingAccount', () => {
  it('reads a user without identities as an address that is already registered', () => {
    expect(isExistingAccount({ identities: [] })).toBe(true);
  });

  it('reads a user with an identity, or an unknown shape, as a new account', () => {
    const identity = {
      id: '1',
      user_id: '1',
      identity_id: '1',
      provider: 'email',
      identity_data: {},
      created_at: '',
      last_sign_in_at: '',
      updated_at: '',
    };
    expect(isExistingAccount({ identities: [identity] })).toBe(false);
    expect(isExistingAccount({ identities: undefined })).toBe(false);
    expect(isExistingAccount(null)).toBe(false);
  });
});

describe('registrationErrorsFrom', () => {
  it('shows a weak password beside the password field, in the server words', () => {
    const errors = registrationErrorsFrom({
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
      status: 422,
    });
    expect(errors).toEqual({
      fields: { password: 'Password should be at least 8 characters.' },
      form: null,
    });
  });

  it('shows a common password beside the password field, saying why', () => {
    const errors = registrationErrorsFrom({
      code: 'weak_password',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      status: 422,
      reasons: ['pwned'],
    });
    expect(errors).toEqual({
      fields: { password: 'This password is too common. Choose one that is harder to guess.' },
      form: null,
    });
  });

  it('shows a taken address beside the email field', () => {
    const errors = registrationErrorsFrom({
      code: 'user_already_exists',
      message: 'User already registered',
      status: 422,
    });
    expect(errors).toEqual({ fields: { email: existingAccountMessage }, form: null });
  });

  it('keeps any other failure for the whole form', () => {
    const errors = registrationErrorsFrom({
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
      status: 422,
    });
    expect(errors).toEqual({ fields: {}, form: 'Signups not allowed for this instance' });
  });

  it('says the server could not be reached instead of a serialised 5xx answer', () => {
    const errors = registrationErrorsFrom({ code: null, message: '{}', status: 500 });
    expect(errors).toEqual({ fields: {}, form: serverUnreachableMessage });
  });
});
