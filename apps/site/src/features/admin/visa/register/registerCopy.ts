import type { Tone } from '@globalhire/ui';
import type { SponsorRegisterOutcome } from '@globalhire/data';

// The words of the UK register import screen: what confirming does to each employer.

export const registerOutcomeLabels: Record<SponsorRegisterOutcome, string> = {
  add: 'Add a verified licence',
  verify: 'Verify the licence',
  update_routes: 'Update the routes',
  unchanged: 'Already up to date',
  town_differs: 'Town differs: check it',
  not_on_register: 'Not on this register',
};

export const registerOutcomeTones: Record<SponsorRegisterOutcome, Tone> = {
  add: 'positive',
  verify: 'positive',
  update_routes: 'info',
  unchanged: 'neutral',
  town_differs: 'caution',
  not_on_register: 'caution',
};

export const registerCopy = {
  registerUrl: 'https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers',
  uploadLabel: 'Register file (CSV)',
  uploadHint:
    'The "Worker and Temporary Worker" CSV as GOV.UK publishes it. It is read in your browser a part at a time; nothing changes for any employer until you confirm the matches.',
  importing: (rows: number) => `Reading the register: ${rows.toLocaleString('en')} rows so far…`,
  progressLabel: 'Register import progress',
  proposalsCaption: 'Proposed changes',
  noMatchesTitle: 'No employer matches this register',
  noMatchesDescription:
    "No employer's company name and town were found on it, and every verified UK licence is listed.",
  confirm: (count: number) =>
    count === 1 ? 'Confirm 1 change' : `Confirm ${count.toLocaleString('en')} changes`,
  confirmNone: 'Tick the changes to confirm',
  discard: 'Discard this import',
  // A confirmed change adds, verifies or updates the routes of a licence.
  confirmed: (count: number) =>
    count === 1
      ? 'One licence was added, verified or updated from the register.'
      : `${count.toLocaleString('en')} licences were added, verified or updated from the register.`,
  discarded: 'The import was discarded; nothing was changed.',
  notOnRegisterNote:
    'Verified licences this register does not list. Check each on GOV.UK and mark it expired or revoke it on the licences screen if it has lapsed.',
} as const;
