import {
  countryBySlug,
  relocationPackageItems,
  type EmploymentType,
  type JobDetail,
} from '@globalhire/data';

/** schema.org's employment types (Google's JobPosting guidelines) for ours. */
const employmentTypeCodes: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

const salaryUnits: Record<string, string> = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Google wants the description as HTML: the advert's paragraphs, then requirements and benefits as lists. */
function descriptionHtml(
  job: Pick<JobDetail, 'description' | 'requirements' | 'benefits'>,
): string {
  const paragraphs = job.description
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`);
  const list = (heading: string, items: readonly string[]) =>
    items.length
      ? [
          `<p><strong>${heading}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
        ]
      : [];
  return [
    ...paragraphs,
    ...list('Requirements', job.requirements ?? []),
    ...list('Benefits', job.benefits ?? []),
  ].join('');
}

/**
 * The job as schema.org `JobPosting` structured data, so search engines can list it as a job.
 * `origin` is the site's origin (e.g. https://www.globalhire.example), for absolute URLs.
 */
export function jobPostingJsonLd(job: JobDetail, origin: string): Record<string, unknown> {
  const country = countryBySlug(job.country);
  const remote = job.work_type === 'remote';
  const address = {
    '@type': 'PostalAddress',
    ...(job.city ? { addressLocality: job.city } : {}),
    ...(country ? { addressCountry: country.code } : {}),
  };
  const company = job.company;
  const hasSalary = job.salary_currency && (job.salary_min != null || job.salary_max != null);
  const relocation = [
    ...relocationPackageItems(job),
    ...(job.relocation_notes ? [job.relocation_notes] : []),
  ];
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: 'GlobalHire', value: String(job.id) },
    url: `${origin}/jobs/${job.id}`,
    datePosted: job.published_at ?? job.created_at,
    ...(job.expires_at ? { validThrough: job.expires_at } : {}),
    totalJobOpenings: job.openings,
    employmentType: employmentTypeCodes[job.employment_type as EmploymentType] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: company?.company_name ?? 'Confidential employer',
      ...(company?.slug ? { url: `${origin}/employers/${company.slug}` } : {}),
      ...(company?.website ? { sameAs: company.website } : {}),
    },
    jobLocation: { '@type': 'Place', address },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(country
            ? { applicantLocationRequirements: { '@type': 'Country', name: country.label } }
            : {}),
        }
      : {}),
    ...(hasSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary_currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salary_min != null ? { minValue: job.salary_min } : {}),
              ...(job.salary_max != null ? { maxValue: job.salary_max } : {}),
              unitText: salaryUnits[job.salary_period ?? 'year'] ?? 'YEAR',
            },
          },
        }
      : {}),
    // schema.org has no relocation field: the package is a benefit, and the occupation code a
    // category from the destination's classification.
    ...(job.occupation_code ? { occupationalCategory: job.occupation_code } : {}),
    ...(job.weekly_hours != null ? { workHours: `${job.weekly_hours} hours a week` } : {}),
    ...(relocation.length ? { jobBenefits: `Relocation: ${relocation.join('; ')}` } : {}),
    directApply: true,
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so text can never close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
