import {
  StatusBadge,
  applicationStatuses,
  candidateStatuses,
  contentStatuses,
  employerStatuses,
  jobStatuses,
  requestStatuses,
  statusTones,
  statuses,
  toneNames,
} from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

// Spec §4 "Displayed statuses", written out here so a status dropped from the map fails the test.
const specStatuses = {
  adminJob: ['active', 'pending', 'expired'],
  employer: ['premium', 'verified', 'pending'],
  candidate: ['active', 'pending', 'blocked'],
  content: ['published', 'draft'],
  employerJob: ['active', 'draft', 'expired'],
  applicant: ['new', 'shortlisted', 'rejected'],
};
const lifecycleStatuses = [
  'interview',
  'offer',
  'hired',
  'withdrawn',
  'approved',
  'rejected',
  'requested',
  'cancelled',
];

describe('statusTones', () => {
  it('maps every status of spec §4 and the lifecycle statuses to a theme tone', () => {
    for (const status of [...Object.values(specStatuses).flat(), ...lifecycleStatuses]) {
      expect(statusTones, status).toHaveProperty(status);
      expect(toneNames).toContain(statusTones[status as keyof typeof statusTones]);
    }
  });

  it('every grouped status list is covered, and `statuses` lists each once', () => {
    const grouped = [
      ...jobStatuses,
      ...employerStatuses,
      ...candidateStatuses,
      ...contentStatuses,
      ...applicationStatuses,
      ...requestStatuses,
    ];
    expect(new Set(grouped)).toEqual(new Set(statuses));
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  it('gives opposite outcomes different tones', () => {
    expect(statusTones.active).not.toBe(statusTones.expired);
    expect(statusTones.approved).not.toBe(statusTones.rejected);
    expect(statusTones.published).not.toBe(statusTones.draft);
    expect(statusTones.blocked).toBe('critical');
    expect(statusTones.pending).toBe('caution');
  });
});

describe('StatusBadge', () => {
  it('shows the capitalised status by default', async () => {
    await render(<StatusBadge status="shortlisted" />);
    await expect.element(page.getByText('Shortlisted')).toBeVisible();
  });

  it('shows a given label but keeps the tone of the status', async () => {
    await render(
      <>
        <StatusBadge status="rejected" label="Not selected" />
        <StatusBadge status="blocked" />
      </>,
    );
    const custom = page.getByText('Not selected').element();
    expect(custom.getAttribute('data-status')).toBe('rejected');
    // rejected and blocked share the critical tone.
    expect(getComputedStyle(custom).backgroundColor).toBe(
      getComputedStyle(page.getByText('Blocked').element()).backgroundColor,
    );
  });
});
