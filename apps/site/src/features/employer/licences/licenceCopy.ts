import { formatDate, type EmployerLicenceKind, type LicenceStatus } from '@globalhire/data';
import { licenceKindLabels } from '../../admin/visa/visaCatalogueLabels';

/** How the company profile names each licence and its fields. */
export const licenceKindCopy: Record<
  EmployerLicenceKind,
  {
    /** What the employer holds there, e.g. "Licensed sponsor". */
    holds: string;
    /** The licence in a sentence: "your sponsor licence". */
    noun: string;
    add: string;
    numberLabel: string;
    numberHint: string;
    expiryLabel: string;
    expiryHint: string;
  }
> = {
  uk_licensed_sponsor: {
    holds: 'Licensed sponsor',
    noun: 'sponsor licence',
    add: 'Add sponsor licence',
    numberLabel: 'Sponsor licence number',
    numberHint: 'As the Register of licensed sponsors or your sponsor management system shows it.',
    expiryLabel: '',
    expiryHint: '',
  },
  nz_accredited_employer: {
    holds: 'Accredited employer',
    noun: 'accreditation',
    add: 'Add accreditation',
    numberLabel: 'Accreditation number',
    numberHint:
      'Standard or high-volume accreditation: the number in your decision letter from Immigration New Zealand.',
    expiryLabel: 'Accreditation ends on',
    expiryHint: 'Leave it empty if you do not know it.',
  },
  au_standard_business_sponsor: {
    holds: 'Standard business sponsor',
    noun: 'sponsorship',
    add: 'Add sponsorship',
    numberLabel: 'Sponsor number',
    numberHint: 'As your approval letter from the Department of Home Affairs gives it.',
    expiryLabel: 'Approval ends on',
    expiryHint: 'Standard business sponsorship is approved for five years.',
  },
};

/** Where no employer licence exists, what is asked for instead. */
export const noLicenceNotes: Record<string, string> = {
  ireland:
    'Each job needs its own employment permit, applied for by the employer or the person hired.',
  canada:
    'A Labour Market Impact Assessment (LMIA) is approved for each position, unless the role is exempt.',
  'united-states': 'A certified Labor Condition Application is filed for each position.',
};

export const licenceStatusNotes: Record<
  LicenceStatus,
  (licence: { verified_at: string | null }) => string
> = {
  claimed: () => 'Waiting for GlobalHire to check it against the official register.',
  verified: (licence) =>
    `${licence.verified_at ? `Verified on ${formatDate(licence.verified_at)}.` : 'Verified.'} Your company page and job pages show it, and visa verdicts count it.`,
  expired: () =>
    'Visa verdicts no longer count it. Once you have renewed it, update it here and GlobalHire will check it again.',
  revoked: () => 'Visa verdicts no longer count it, and it cannot be changed here.',
};

/** The public badge: "UK licensed sponsor, verified". */
export const verifiedLicenceLabel = (kind: EmployerLicenceKind) =>
  `${licenceKindLabels[kind]}, verified`;

export const licenceCopy = {
  heading: 'Right to sponsor',
  intro:
    'In the United Kingdom, New Zealand and Australia an employer needs its own licence to sponsor a work visa. Tell us which you hold: GlobalHire checks each one against the official register, then your company page and job pages show it and visa verdicts count it.',
  loading: 'Loading your licences',
  loadError: 'Your licences could not be loaded.',
  retry: 'Try again',
  notClaimed: 'Not added.',
  noLicence: 'No employer licence exists',
  routes: 'Routes',
  expires: 'Ends on',
  noteFromUs: 'Note from GlobalHire',
  reason: 'Reason',
  reviewed: 'Contact GlobalHire',
  reviewedAfter: ' to have it reviewed.',
  edit: 'Edit',
  withdraw: 'Withdraw claim',
  claimTitle: (noun: string) => `Add your ${noun}`,
  editTitle: (noun: string) => `Edit your ${noun}`,
  routesLegend: 'Routes your licence covers',
  routesHint: 'Tick each route the register lists for your licence.',
  sendsBack:
    'Changing the number, routes or end date sends this licence back to GlobalHire to check. Until it is verified again, your pages do not show it and visa verdicts do not count it.',
  sendsExpiredBack: 'Saving sends it to GlobalHire to check again.',
  saveFailed: 'Your licence was not saved.',
  cancel: 'Cancel',
  claim: 'Send for checking',
  claiming: 'Sending...',
  save: 'Save changes',
  saving: 'Saving...',
  claimed: (noun: string) => ({
    title: 'Sent for checking',
    description: `GlobalHire will check your ${noun} against the official register.`,
  }),
  saved: (noun: string, checkAgain: boolean) => ({
    title: 'Licence saved',
    description: checkAgain
      ? `Your ${noun} is waiting for GlobalHire to check it again.`
      : `Your ${noun} is updated.`,
  }),
  withdrawTitle: 'Withdraw your claim?',
  withdrawDescription: (noun: string) =>
    `GlobalHire will not check your ${noun}. You can add it again at any time.`,
  withdrawing: 'Withdrawing...',
  withdrawn: (noun: string) => ({
    title: 'Claim withdrawn',
    description: `Your ${noun} is no longer waiting for a check.`,
  }),
  /** The public badges' list. */
  verifiedList: 'Right to sponsor, verified by GlobalHire',
};
