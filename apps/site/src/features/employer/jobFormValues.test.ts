import { describe, expect, it } from 'vitest';
import { fieldErrors, postJobSchema } from '@globalhire/data';
import { fixtures } from '@globalhire/data/mocks';
import { emptyJobForm, jobFormFromJob, linesOf, toPostJobInput } from './jobFormValues';

describe('post-job form values', () => {
  it('starts with the company name from the profile and sensible defaults', () => {
    expect(emptyJobForm('Maple Tech Solutions')).toMatchObject({
      companyInfo: 'Maple Tech Solutions',
      workType: 'on-site',
      employmentType: 'full-time',
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      visaSponsorship: false,
    });
  });

  it('an empty form names every required field', () => {
    const parsed = postJobSchema.safeParse(toPostJobInput(emptyJobForm('Maple Tech Solutions')));
    expect(parsed.success).toBe(false);
    expect(Object.keys(fieldErrors(parsed.error!)).sort()).toEqual(['category', 'country', 'description', 'jobTitle', 'location']);
  });

  it('turns one-per-line lists and comma-separated tags into what the database stores', () => {
    const values = {
      ...emptyJobForm('Maple Tech Solutions'),
      jobTitle: 'QA Lead',
      location: 'Toronto, Canada',
      country: 'canada',
      category: 'it',
      description: 'Lead our testing.',
      requirements: '  Playwright \n\n5 years in QA\n',
      tags: 'QA,  Testing , ',
      salaryMin: '90,000',
    };
    const parsed = postJobSchema.parse(toPostJobInput(values));
    expect(parsed.requirements).toEqual(['Playwright', '5 years in QA']);
    expect(parsed.benefits).toEqual([]);
    expect(parsed.tags).toEqual(['QA', 'Testing']);
    expect(parsed.salaryMin).toBe(90000);
    expect(parsed.salaryMax).toBeUndefined();
  });

  it('keeps a salary range in order', () => {
    const values = { ...jobFormFromJob(fixtures.editableJob, 'Maple Tech Solutions'), salaryMin: '200000', salaryMax: '100000' };
    const parsed = postJobSchema.safeParse(toPostJobInput(values));
    expect(fieldErrors(parsed.error!)).toEqual({ salaryMin: 'Minimum salary cannot be more than the maximum.' });
  });

  it('round-trips a stored job through the form unchanged', () => {
    const job = fixtures.editableJob;
    const parsed = postJobSchema.parse(toPostJobInput(jobFormFromJob(job, 'Maple Tech Solutions')));
    expect(parsed).toMatchObject({
      jobTitle: job.title,
      country: job.country,
      city: job.city,
      requirements: job.requirements,
      benefits: job.benefits,
      tags: job.tags,
      salaryMin: job.salary_min,
      salaryMax: job.salary_max,
      salaryCurrency: job.salary_currency,
      visaSponsorship: true,
      relocationSupport: true,
    });
  });

  it('splits lines', () => {
    expect(linesOf('a\r\n b \n\n')).toEqual(['a', 'b']);
  });
});
