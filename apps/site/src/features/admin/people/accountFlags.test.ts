import { describe, expect, it } from 'vitest';
import { accountActivityFrom } from '@globalhire/data';
import { fixtures } from '@globalhire/data/mocks';
import { candidateFlags, employerFlags } from './accountFlags';

const { adminCandidateDetail: candidates, adminEmployerDetail: employers } = fixtures;
const now = new Date('2026-06-15T12:00:00Z');
const keys = (flags: { key: string }[]) => flags.map((flag) => flag.key);

describe('candidate flags', () => {
  it('flag a candidate waiting for approval, and nothing they do not lack', () => {
    const flags = candidateFlags(
      candidates.adminCandidateProfile,
      accountActivityFrom(candidates.candidateActivityRows),
      now,
    );
    expect(keys(flags)).toEqual(['pending', 'age', 'applications']);
    expect(flags.find((flag) => flag.key === 'age')).toMatchObject({
      tone: 'neutral',
      detail: 'Joined 4 March 2026 (3 months ago).',
    });
    expect(flags.find((flag) => flag.key === 'applications')?.detail).toBe(
      '2 applications, the last on 6 March 2026.',
    );
  });

  it('flag a new account applying in bulk without a CV or a name', () => {
    const flags = candidateFlags(
      candidates.unusualCandidateProfile,
      accountActivityFrom(candidates.unusualCandidateActivityRows),
      now,
    );
    expect(keys(flags)).toEqual(['age', 'applications', 'burst', 'no-cv', 'incomplete']);
    expect(flags.find((flag) => flag.key === 'age')).toMatchObject({
      tone: 'caution',
      title: 'New account',
    });
    expect(flags.find((flag) => flag.key === 'burst')?.detail).toBe(
      '12 applications within one hour, the last at 13 June 2026, 08:44 UTC.',
    );
    expect(flags.find((flag) => flag.key === 'incomplete')?.detail).toBe(
      'No name, headline or country given.',
    );
  });

  it('do not call nine applications in an hour unusual', () => {
    const activity = accountActivityFrom([
      { dimension: 'application_status', item: 'new', total: 9, latest_at: '2026-06-13T08:52:00Z' },
      { dimension: 'busiest_hour', item: null, total: 9, latest_at: '2026-06-13T08:52:00Z' },
    ]);
    expect(keys(candidateFlags(candidates.adminCandidateProfile, activity, now))).not.toContain(
      'burst',
    );
  });

  it('give the blocking reason, or say none was recorded', () => {
    const blocked = candidateFlags(candidates.blockedCandidateProfile, undefined, now)[0];
    expect(blocked).toMatchObject({
      tone: 'critical',
      detail:
        'Since 10 March 2026. Reason: Sent the same message to every employer asking for money up front.',
    });
    const withoutReason = candidateFlags(
      { ...candidates.blockedCandidateProfile, blocked_reason: null },
      undefined,
      now,
    )[0];
    expect(withoutReason?.detail).toBe('Since 10 March 2026. No reason was recorded.');
  });
});

describe('employer flags', () => {
  it('flag an unverified company with a rejected job and a licence claim to check', () => {
    const flags = employerFlags(
      employers.adminEmployerProfile,
      accountActivityFrom(employers.employerActivityRows),
      employers.adminEmployerLicences,
      now,
    );
    expect(keys(flags)).toEqual(['unverified', 'age', 'rejected-jobs', 'licence-claims']);
    expect(flags.find((flag) => flag.key === 'rejected-jobs')?.detail).toBe(
      '1 of its 3 jobs is rejected.',
    );
    expect(flags.find((flag) => flag.key === 'licence-claims')?.detail).toBe(
      "1 sponsor licence claim waits for an admin's check.",
    );
  });

  it('flag a blocked company first, and one without a website', () => {
    const flags = employerFlags(
      { ...employers.blockedEmployerProfile, website: null },
      accountActivityFrom(employers.blockedEmployerActivityRows),
      [],
      now,
    );
    expect(keys(flags)).toEqual(['blocked', 'age', 'no-website']);
  });
});
