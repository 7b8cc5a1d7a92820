import { describe, expect, it } from 'vitest';
import { DataQueryError } from '../../app/query';
import { contactErrorToast } from './contactErrorToast';

const limited =
  'You have already sent us several messages in the last hour. We will answer them by email; please wait an hour before sending another.';

describe('contactErrorToast', () => {
  it('shows the sentence of a refusal for sending too often', () => {
    const error = new DataQueryError({
      message: limited,
      code: 'PT429',
      status: 429,
      hint: 'contact_rate_limited',
    });
    expect(contactErrorToast(error)).toEqual({ title: 'Error', description: limited });
  });

  it('shows the generic error for any other failure', () => {
    const error = new DataQueryError({ message: 'connection reset', code: null, status: 500 });
    expect(contactErrorToast(error)).toEqual({
      title: 'Error',
      description: 'Failed to send message. Please try again.',
    });
    expect(contactErrorToast(new Error('offline'))).toEqual({
      title: 'Error',
      description: 'Failed to send message. Please try again.',
    });
  });
});
