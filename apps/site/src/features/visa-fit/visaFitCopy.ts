/** The words around a visa verdict on the site (the verdict's own words come from @globalhire/data). */
export const visaFitCopy = {
  heading: 'Can I work here?',
  loading: 'Checking the visa rules for this job',
  loadError: 'The visa check could not be loaded.',
  retry: 'Retry',
  statusLabels: { passed: 'Passed', failed: 'Not met', unknown: 'Cannot tell' },
  sourceLabel: 'Source',
  routeLinkLabel: 'Official page',
  asOf: (date: string) => `Rules as of ${date}`,
  pickerLabel: 'Your citizenships',
  pickerHint: 'Kept in this browser, not in an account.',
  addCitizenship: 'Add a citizenship',
  removeCitizenship: (country: string) => `Remove ${country}`,
  noneChosen: 'Add your citizenships to see whether you can take this job.',
  profileCitizenships: (names: string) => `For your citizenships: ${names}.`,
  profileNone: 'Add your citizenships to your profile to see your own verdict.',
  profileLink: 'Edit in your profile',
} as const;
