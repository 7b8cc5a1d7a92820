import type { JobFiltersLabels } from '@globalhire/ui';

/** Words of the jobs pages that are not in the spec's catalogue (§8 strings live in messages.ts). */
export const jobFilterLabels: JobFiltersLabels = {
  title: 'Filter Jobs',
  form: 'Search jobs',
  keyword: 'Keyword',
  keywordPlaceholder: 'Job title, skill or company',
  search: 'Search',
  country: 'Location',
  anyCountry: 'All locations',
  city: 'City',
  anyCity: 'All cities',
  category: 'Job Category',
  anyCategory: 'All categories',
  workType: 'Work Type',
  anyWorkType: 'Any work type',
  employmentType: 'Employment Type',
  anyEmploymentType: 'Any employment type',
  postedWithin: 'Date Posted',
  anyTime: 'Any time',
  visaSponsorship: 'Visa sponsorship',
  relocation: 'Relocation support',
  likelyTakeable: 'Jobs I can likely take',
  likelyTakeableHint:
    'No visa needed, a treaty route, or likely sponsorable, for your citizenships',
  minSalary: 'Minimum salary',
  minSalaryHint: 'A year; each job’s salary is converted at today’s rates',
  salaryCurrency: 'Currency',
  submit: 'Apply Filters',
  reset: 'Reset',
  toggle: 'Filters',
};

export const jobsPageCopy = {
  title: 'Find a Job',
  intro:
    'Approved vacancies from employers in Australia, Canada, the UK, Ireland, New Zealand, the United States and beyond.',
  metaDescription:
    'Search jobs abroad by keyword, country, category and work type, with visa sponsorship and relocation support filters.',
  loading: 'Searching jobs…',
  loadError: 'Jobs could not be loaded.',
  loadErrorDetail: 'The search did not answer. Your filters are kept; try again in a moment.',
  sortBy: 'Sort by',
  /** Beside the sort when no script applies it as it changes. */
  sortSubmit: 'Sort',
  sortLabels: { relevance: 'Relevance', newest: 'Newest', salary: 'Salary: high to low' },
  ignoredTitle: 'Part of this link was ignored',
  /** Beside a salary in another currency: its yearly value in the visitor's currency. */
  convertedSalary: (amount: string) => `≈ ${amount}`,
  retry: 'Try again',
  clearFilters: 'Clear all filters',
  /** Under an empty search with a country chosen: where the same search finds jobs. */
  otherCountries: 'Matching jobs in other countries',
  /** Under an empty search otherwise: where there are jobs at all. */
  countriesWithJobs: 'Countries with open jobs',
  pastTheEnd: 'This page is past the end of the results.',
  firstPage: 'Go to the first page',
  pageInfo: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  /**
   * A very broad search is counted only up to a threshold (e.g. "1,000"): beyond it the total and
   * the filter counts are estimates, and nothing may read as exact.
   */
  manyJobsFound: (threshold: string) => `${threshold}+ jobs found`,
  showingOfMany: (first: string, last: string, threshold: string) =>
    `Showing ${first}–${last} of ${threshold}+ jobs`,
  estimatedCount: (count: string) => `about ${count}`,
  estimatedCountsNote: (threshold: string) =>
    `Counts are estimates when a search matches more than ${threshold} jobs.`,
};

export const jobDetailCopy = {
  back: 'Back to jobs',
  descriptionHeading: 'Job Description',
  requirementsHeading: 'Requirements',
  benefitsHeading: 'Benefits',
  applyNow: 'Apply Now',
  employerProfile: 'Employer Profile',
  applied: 'Applied',
  /** Names the group of Apply Now and Save job for screen readers. */
  actions: 'Job actions',
  posted: (date: string) => `Posted ${date}`,
  /** The employer's closing date: applications are taken all that day. */
  applyBy: (date: string) => `Apply by ${date}`,
  /** The end of the plan's listing period, an instant. */
  applyBefore: (date: string) => `Apply before ${date}`,
  loadError: 'This job could not be loaded.',
  retry: 'Try again',
  browseJobs: 'Browse all jobs',
};

/** A closed job's page and the similar jobs on every job page. */
export const closedJobCopy = {
  heading: 'This job is closed',
  expired: (date: string) =>
    `Its advertising period ended on ${date}, so it no longer accepts applications.`,
  closed: (date: string) =>
    `The employer closed it on ${date}, so it no longer accepts applications.`,
  seeSimilar: 'The similar jobs below are open now.',
  posted: 'Posted',
  closedOn: 'Closed',
  browseJobs: 'Browse all jobs',
};

export const similarJobsCopy = {
  heading: 'Similar jobs',
  loading: 'Loading similar jobs',
  loadError: 'Similar jobs could not be loaded.',
  retry: 'Try again',
  none: 'No similar jobs are open right now.',
  browseJobs: 'Browse all jobs',
};
