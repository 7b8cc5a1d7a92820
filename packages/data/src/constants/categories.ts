/** The 20 job categories of the product spec (§3): stored value → label shown to people. */
export const jobCategories = [
  { value: 'accounting', label: 'Accounting & Finance' },
  { value: 'admin', label: 'Administration & Office Support' },
  { value: 'agriculture', label: 'Agriculture & Agribusiness' },
  { value: 'banking', label: 'Banking, Insurance & Investments' },
  { value: 'chemical', label: 'Chemical & Process Engineering' },
  { value: 'construction', label: 'Construction, Property & Real Estate' },
  { value: 'customer-service', label: 'Customer Service & Call Centre' },
  { value: 'education', label: 'Education & Training' },
  { value: 'executive', label: 'Executive & Senior Management' },
  { value: 'healthcare', label: 'Healthcare & Medical' },
  { value: 'hr', label: 'Human Resources & Recruitment' },
  { value: 'it', label: 'IT, Software & Data' },
  { value: 'legal', label: 'Legal & Compliance' },
  { value: 'manufacturing', label: 'Manufacturing, Engineering & Operations' },
  { value: 'other', label: 'Other / Miscellaneous' },
  { value: 'remote', label: 'Remote & Freelance Work' },
  { value: 'retail', label: 'Retail, E-commerce & Merchandising' },
  { value: 'sales', label: 'Sales, Marketing & Business Development' },
  { value: 'science', label: 'Science, Research & Innovation' },
  { value: 'supply-chain', label: 'Supply Chain, Logistics & Procurement' },
] as const;

export type JobCategory = (typeof jobCategories)[number]['value'];
export const jobCategoryValues = jobCategories.map((category) => category.value) as [
  JobCategory,
  ...JobCategory[],
];

const labels = new Map<string, string>(jobCategories.map((c) => [c.value, c.label]));
/** A category's label; a draft may have none yet (''). */
export function jobCategoryLabel(value: string | null): string {
  if (value === null) return '';
  return labels.get(value) ?? value;
}

/** Blog categories; 'All' is the filter that shows every category (spec §4). */
export const blogCategories = [
  'Career Tips',
  'Job Market Trends',
  'Relocation Advice',
  'Visa & Immigration',
] as const;
export type BlogCategory = (typeof blogCategories)[number];
export const ALL_BLOG_CATEGORIES = 'All';
export const blogCategoryFilters = [ALL_BLOG_CATEGORIES, ...blogCategories] as const;

/** The linked blog category pages (spec §2) and the category each one lists. */
export const blogCategoryPages = {
  'visa-guides': 'Visa & Immigration',
  'relocation-tips': 'Relocation Advice',
  'career-advice': 'Career Tips',
} as const satisfies Record<string, BlogCategory>;
