import type { JobFiltersProps } from './JobFilters';

/** Query parameter names like a site's, for the stories and tests (the site names its own). */
export const exampleFieldNames: JobFiltersProps['names'] = {
  keyword: 'q',
  country: 'country',
  city: 'city',
  category: 'category',
  workType: 'type',
  employmentType: 'employment',
  postedWithin: 'posted',
  visaSponsorship: 'visa',
  relocation: 'relocation',
  likelyTakeable: 'likely',
  minSalary: 'salary',
  salaryCurrency: 'currency',
};
