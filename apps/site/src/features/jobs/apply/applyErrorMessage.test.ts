import { describe, expect, it } from 'vitest';
import { applyErrorMessage } from './applyErrorMessage';
import { jobLiveness } from '../jobLiveness';

describe('applyErrorMessage', () => {
  it('explains the refusals a candidate can meet', () => {
    expect(
      applyErrorMessage({
        code: '23505',
        status: 409,
        message: 'duplicate key value violates unique constraint',
      }),
    ).toBe('You have already applied to this job.');
    expect(
      applyErrorMessage({
        code: '42501',
        status: 403,
        message: 'new row violates row-level security policy',
      }),
    ).toBe('This job is no longer accepting applications.');
    expect(applyErrorMessage({ code: null, status: 413, message: 'Payload too large' })).toMatch(
      /maximum size is 5 MB/,
    );
    expect(
      applyErrorMessage({
        code: 'validation_failed',
        status: 400,
        message: 'Keep the cover letter under 5,000 characters.',
      }),
    ).toBe('Keep the cover letter under 5,000 characters.');
  });

  it('says when the account, not the job, is the reason (blocked, or awaiting approval)', () => {
    const refused = { code: '42501', status: 403, message: 'refused' };
    expect(applyErrorMessage({ ...refused, hint: 'account_blocked' })).toMatch(
      /^Your account is blocked, so you cannot apply to jobs\. .*contact GlobalHire support/,
    );
    expect(applyErrorMessage({ ...refused, hint: 'account_pending' })).toBe(
      'Your profile is waiting for approval by the GlobalHire team. You can apply to jobs once it is approved.',
    );
    expect(applyErrorMessage({ ...refused, hint: 'account_blocked' })).not.toMatch(
      /no longer accepting/,
    );
  });

  it('keeps the server message for anything else', () => {
    expect(
      applyErrorMessage({
        code: 'XX000',
        status: 500,
        message: 'The server could not answer the request.',
      }),
    ).toBe('Your application could not be sent. The server could not answer the request.');
  });
});

describe('jobLiveness', () => {
  const now = new Date('2026-03-10T00:00:00Z');
  const live = { approved: true, status: 'published' as const, expires_at: '2026-04-01T00:00:00Z' };
  it('is live only when approved, published and not expired', () => {
    expect(jobLiveness(live, now)).toBe('live');
    expect(jobLiveness({ ...live, expires_at: null }, now)).toBe('live');
    expect(jobLiveness({ ...live, approved: null }, now)).toBe('pending');
    expect(jobLiveness({ ...live, approved: false }, now)).toBe('rejected');
    expect(jobLiveness({ ...live, status: 'draft' }, now)).toBe('draft');
    expect(jobLiveness({ ...live, expires_at: '2026-03-09T23:59:59Z' }, now)).toBe('expired');
  });
});
