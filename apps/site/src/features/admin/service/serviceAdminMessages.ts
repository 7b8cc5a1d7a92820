/** Notices and field messages of the managed service's admin screens. */
export const serviceAdminNotices = {
  recruiterAssigned: (candidate: string, recruiter: string) => ({
    title: 'Recruiter assigned',
    description: `${candidate} is now on ${recruiter}'s caseload; both are told.`,
  }),
  paymentRecorded: (number: string) => ({
    title: 'Payment recorded',
    description: `Invoice ${number} is paid; the candidate is told.`,
  }),
  invoiceVoided: (number: string) => ({
    title: 'Invoice voided',
    description: `Invoice ${number} is void; the candidate is told why. Its number stays used.`,
  }),
  invoiceDownloaded: (number: string) => ({
    title: 'Invoice downloading',
    description: `${number}.pdf is in your downloads.`,
  }),
  feeSaved: (label: string) => ({
    title: 'Fee saved',
    description: `"${label}" applies to charges from now on; invoices already issued keep their amounts.`,
  }),
  jurisdictionAdded: (name: string) => ({
    title: 'Restriction added',
    description: `Finding-work fees are waived for ${name} from now on.`,
  }),
  jurisdictionSaved: (name: string) => ({
    title: 'Restriction saved',
    description: `${name}'s restriction applies to charges from now on.`,
  }),
  jurisdictionRemoved: (name: string) => ({
    title: 'Restriction removed',
    description: `Fees for ${name} are charged as the schedule says from now on.`,
  }),
  billingSaved: {
    title: 'Billing details saved',
    description: 'New invoices show them; invoices already issued keep theirs.',
  },
};

export const serviceAdminMessages = {
  chooseRecruiter: 'Choose the recruiter to take this candidate.',
  sameRecruiter: (name: string) => `${name} already has this candidate: choose another recruiter.`,
  label: 'Give the fee a name of up to 100 characters.',
  description: 'Keep the description under 1,000 characters.',
  currency: 'Choose the currency.',
  taxRate: 'Enter a tax rate from 0 to 100 (a percentage).',
  country: 'Choose the country.',
  region: 'Enter a province or state code of 2 or 3 capital letters, e.g. ON, or leave it empty.',
  name: 'Give the restriction a name of up to 100 characters, e.g. Ontario, Canada.',
  appliesWhen: 'Choose when the restriction applies.',
  summary: 'Summarise the rule in up to 1,000 characters.',
  sourceTitle: 'Give the source a title, e.g. the act and section.',
  sourceUrl: 'Enter the web address of the source, starting with https://.',
  reviewedOn: 'Give the date you last checked the sources (not in the future).',
  placeTaken: 'This place already has a restriction: edit that one instead.',
  sellerName: 'Enter the name invoices are issued in, up to 200 characters.',
  sellerAddress: 'Keep the address under 500 characters.',
  taxId: 'Keep the tax ID under 50 characters.',
  accountName: 'Keep the account name under 200 characters.',
  iban: 'Enter an IBAN of 15 to 34 letters and digits (spaces are fine), or leave it empty.',
  bic: 'Enter a BIC of 8 or 11 letters and digits, or leave it empty.',
  paymentTerms: 'Enter a whole number of days from 0 to 120.',
} as const;
