export { JobFilters, emptyJobFilterValues, countActiveFilters } from './JobFilters';
export type {
  JobFiltersProps,
  JobFilterValues,
  JobFiltersLabels,
  JobFilterFieldNames,
} from './JobFilters';
