import {
  countryLabel,
  employmentTypes,
  jobCategoryLabel,
  visaVerdictLabels,
  workTypes,
} from '@globalhire/data/constants';
import { formatSalary } from '@globalhire/data/format';
import { z } from 'zod';

/** An alert's filters as private.email_alert writes them (the columns of public.job_alerts). */
export const alertFilterFacts = z.object({
  keyword: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  category: z.string().nullable(),
  workType: z.string().nullable(),
  employmentType: z.string().nullable(),
  visaSponsorship: z.boolean(),
  relocationSupport: z.boolean(),
  likelyTakeable: z.boolean(),
  /** A yearly minimum; the currency is US dollars when the alert saved none. */
  minSalary: z.object({ amount: z.number(), currency: z.string() }).nullable(),
});
export type AlertFilterFacts = z.infer<typeof alertFilterFacts>;

export const visaVerdict = z.enum([
  'no_visa_needed',
  'treaty_route',
  'likely_sponsorable',
  'salary_below_threshold',
  'occupation_not_eligible',
  'employer_not_licensed',
  'unknown',
]);

/** A job's visa verdict for the alert's owner, as private.email_visa_fit writes it. */
export const visaFitFacts = z.object({ verdict: visaVerdict, route: z.string().nullable() });
export type VisaFitFacts = z.infer<typeof visaFitFacts>;

/** 'Likely sponsorable · Skilled Worker visa': the site's words for the verdict, with the route. */
export function visaWords(fit: VisaFitFacts): string {
  const label = visaVerdictLabels[fit.verdict];
  return fit.route ? `${label} · ${fit.route}` : label;
}

const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  list.find((item) => item.value === value)?.label ?? value;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * An alert's filters as one phrase, with the site's words for each, to follow "looks for":
 * '“nurse” jobs in Sydney, Australia, from A$80,000 per year'; 'full-time hybrid jobs in Canada,
 * with visa sponsorship'; 'Healthcare & Medical jobs you can likely take'.
 */
export function describeAlert(filters: AlertFilterFacts): string {
  const keyword = filters.keyword?.trim();
  const category = filters.category ? jobCategoryLabel(filters.category) : null;
  let phrase = [
    filters.employmentType ? lowerFirst(labelOf(employmentTypes, filters.employmentType)) : null,
    filters.workType ? lowerFirst(labelOf(workTypes, filters.workType)) : null,
    keyword ? `“${keyword}”` : category,
    'jobs',
  ]
    .filter(Boolean)
    .join(' ');
  if (keyword && category) phrase += ` (${category})`;
  const place = [
    filters.city?.trim(),
    filters.country ? countryLabel(filters.country) : null,
  ].filter(Boolean);
  if (place.length > 0) phrase += ` in ${place.join(', ')}`;
  if (filters.likelyTakeable) phrase += ' you can likely take';
  const more = [
    filters.visaSponsorship ? 'with visa sponsorship' : null,
    filters.relocationSupport ? 'with relocation support' : null,
    filters.minSalary
      ? `from ${formatSalary({ min: filters.minSalary.amount, max: filters.minSalary.amount, currency: filters.minSalary.currency, period: 'year' })}`
      : null,
  ].filter((words): words is string => Boolean(words));
  return [phrase, ...more].join(', ');
}
