import { describe, expect, it } from 'vitest';
import { draftJobSchema, fieldErrors, jobColumnsOf, postJobSchema } from '@globalhire/data';
import { fixtures } from '@globalhire/data/mocks';
import {
  allowanceCurrencyOf,
  emptyJobForm,
  jobFormFromJob,
  jobFormProblems,
  linesOf,
  toPostJobInput,
  type JobFormValues,
} from './jobFormValues';

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
    expect(Object.keys(fieldErrors(parsed.error!)).sort()).toEqual([
      'category',
      'country',
      'description',
      'jobTitle',
      'location',
    ]);
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
    const values = {
      ...jobFormFromJob(fixtures.editableJob, 'Maple Tech Solutions'),
      salaryMin: '200000',
      salaryMax: '100000',
    };
    const parsed = postJobSchema.safeParse(toPostJobInput(values));
    expect(fieldErrors(parsed.error!)).toEqual({
      salaryMin: 'Minimum salary cannot be more than the maximum.',
    });
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

/** A complete Canadian job as typed, to change one field at a time. */
const canadianJob = (overrides: Partial<JobFormValues> = {}): JobFormValues => ({
  ...emptyJobForm('Maple Tech Solutions'),
  jobTitle: 'Platform Engineer',
  location: 'Toronto, Canada',
  country: 'canada',
  category: 'it',
  description: 'Run the Kubernetes clusters behind our payments products.',
  salaryMin: '110000',
  salaryCurrency: 'CAD',
  ...overrides,
});

const errorsOf = (values: JobFormValues) => {
  const parsed = postJobSchema.safeParse(toPostJobInput(values));
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('what a visa verdict needs, in the post-job form', () => {
  it('starts with no occupation, province, hours or relocation package', () => {
    expect(emptyJobForm('Maple Tech Solutions')).toMatchObject({
      occupationCode: '',
      occupationText: '',
      region: '',
      weeklyHours: '',
      relocationFlights: false,
      relocationHousingNights: '',
      relocationVisaFees: false,
      relocationFamily: false,
      relocationAllowance: '',
      relocationAllowanceCurrency: '',
      relocationNotes: '',
    });
  });

  it('loads a stored job’s occupation, province and relocation package, numbers as typed', () => {
    const values = jobFormFromJob(fixtures.editableJob, 'Maple Tech Solutions');
    expect(values).toMatchObject({
      occupationCode: '21231',
      // Empty: the field shows the chosen occupation by its title and code.
      occupationText: '',
      region: 'ON',
      weeklyHours: '',
      relocationFlights: true,
      relocationHousingNights: '30',
      relocationVisaFees: true,
      relocationFamily: false,
      relocationAllowance: '5000',
      relocationAllowanceCurrency: 'CAD',
      relocationNotes: fixtures.editableJob.relocation_notes,
    });
  });

  it('shows numbers a server sends as text without their trailing zeros', () => {
    const job = {
      ...fixtures.editableJob,
      salary_period: 'hour' as const,
      weekly_hours: '37.5' as unknown as number,
      relocation_allowance: '5000.00' as unknown as number,
    };
    expect(jobFormFromJob(job, 'Maple Tech Solutions')).toMatchObject({
      weeklyHours: '37.5',
      relocationAllowance: '5000',
    });
  });

  it('round-trips a stored job’s visa fields to the same columns', () => {
    const job = fixtures.editableJob;
    const columns = jobColumnsOf(toPostJobInput(jobFormFromJob(job, 'Maple Tech Solutions')));
    expect(columns).toMatchObject({
      occupation_code: job.occupation_code,
      region: job.region,
      weekly_hours: null,
      relocation_flights: job.relocation_flights,
      relocation_housing_nights: job.relocation_housing_nights,
      relocation_visa_fees: job.relocation_visa_fees,
      relocation_family: job.relocation_family,
      relocation_allowance: job.relocation_allowance,
      relocation_allowance_currency: job.relocation_allowance_currency,
      relocation_notes: job.relocation_notes,
    });
  });

  it('saves the province of a Canadian job only', () => {
    expect(toPostJobInput(canadianJob({ region: 'BC' })).region).toBe('BC');
    // Kept in the form should Canada be chosen again, but not sent for another country.
    const moved = canadianJob({ region: 'BC', country: 'united-kingdom' });
    expect(moved.region).toBe('BC');
    expect(toPostJobInput(moved).region).toBe('');
    expect(jobColumnsOf(toPostJobInput(moved))?.region).toBeNull();
  });

  it('refuses a province Canada does not have', () => {
    expect(errorsOf(canadianJob({ region: 'XX' }))).toEqual({
      region: 'Choose a province or territory from the list.',
    });
  });

  it('saves the weekly hours of an hourly wage only, to one decimal', () => {
    const hourly = canadianJob({ salaryMin: '32.50', salaryPeriod: 'hour', weeklyHours: '37.5' });
    expect(jobColumnsOf(toPostJobInput(hourly))).toMatchObject({
      salary_period: 'hour',
      weekly_hours: 37.5,
    });
    const yearly = { ...hourly, salaryMin: '110000', salaryPeriod: 'year' };
    expect(toPostJobInput(yearly).weeklyHours).toBe('');
    expect(jobColumnsOf(toPostJobInput(yearly))?.weekly_hours).toBeNull();
  });

  it.each(['0', '81', 'forty', '-10'])('refuses %s hours a week', (hours) => {
    expect(errorsOf(canadianJob({ salaryPeriod: 'hour', weeklyHours: hours }))).toEqual({
      weeklyHours: 'Enter the hours worked a week, a number up to 80.',
    });
  });

  it('ignores weekly hours typed before the wage stopped being hourly', () => {
    expect(errorsOf(canadianJob({ salaryPeriod: 'year', weeklyHours: 'forty' }))).toEqual({});
  });

  it('saves a relocation package with its allowance in the salary’s currency by default', () => {
    const values = canadianJob({
      relocationSupport: true,
      relocationFlights: true,
      relocationFamily: true,
      relocationHousingNights: '21',
      relocationAllowance: '6,000',
      relocationNotes: '  Help finding a home.  ',
    });
    expect(allowanceCurrencyOf(values)).toBe('CAD');
    expect(jobColumnsOf(toPostJobInput(values))).toMatchObject({
      relocation_support: true,
      relocation_flights: true,
      relocation_visa_fees: false,
      relocation_family: true,
      relocation_housing_nights: 21,
      relocation_allowance: 6000,
      relocation_allowance_currency: 'CAD',
      relocation_notes: 'Help finding a home.',
    });
    // A currency chosen for the allowance stays, whatever the salary's.
    const inEuros = { ...values, relocationAllowanceCurrency: 'EUR', salaryCurrency: 'USD' };
    expect(jobColumnsOf(toPostJobInput(inEuros))?.relocation_allowance_currency).toBe('EUR');
  });

  it('saves no package without relocation support, though the form keeps what was typed', () => {
    const values = canadianJob({
      relocationSupport: false,
      relocationFlights: true,
      relocationHousingNights: '999',
      relocationAllowance: '5000',
    });
    expect(errorsOf(values)).toEqual({});
    expect(jobColumnsOf(toPostJobInput(values))).toMatchObject({
      relocation_flights: false,
      relocation_housing_nights: null,
      relocation_allowance: null,
      relocation_allowance_currency: null,
      relocation_notes: null,
    });
    expect(values.relocationHousingNights).toBe('999');
  });

  it('names each relocation field that cannot be saved', () => {
    const values = canadianJob({
      relocationSupport: true,
      relocationHousingNights: '400',
      relocationAllowance: '-5',
      relocationNotes: 'x'.repeat(2001),
    });
    expect(errorsOf(values)).toEqual({
      relocationHousingNights:
        'Enter the nights of temporary housing as a whole number from 1 to 365.',
      relocationAllowance: 'The relocation allowance must be a positive amount.',
      relocationNotes: 'Keep the relocation notes under 2,000 characters.',
    });
    expect(
      errorsOf({
        ...values,
        relocationHousingNights: '2.5',
        relocationAllowance: '1',
        relocationNotes: '',
      }),
    ).toEqual({
      relocationHousingNights:
        'Enter the nights of temporary housing as a whole number from 1 to 365.',
    });
  });

  it('saves a chosen occupation’s code, and asks for a choice when one was only typed', () => {
    const chosen = canadianJob({
      occupationCode: '21231',
      occupationText: 'Software engineers and designers (21231)',
    });
    expect(jobFormProblems(chosen)).toEqual({});
    expect(jobColumnsOf(toPostJobInput(chosen))?.occupation_code).toBe('21231');
    const typed = canadianJob({ occupationCode: '', occupationText: 'software' });
    expect(jobFormProblems(typed)).toEqual({
      occupationCode: 'Choose an occupation from the list, or clear the field.',
    });
    expect(jobFormProblems(canadianJob({ occupationText: '   ' }))).toEqual({});
    expect(jobColumnsOf(toPostJobInput(canadianJob()))?.occupation_code).toBeNull();
  });

  it('lets a draft keep its visa fields too', () => {
    const draft = {
      ...emptyJobForm('Maple Tech Solutions'),
      jobTitle: 'Platform Engineer',
      country: 'canada',
      region: 'ON',
      occupationCode: '21231',
    };
    const parsed = draftJobSchema.parse(toPostJobInput(draft));
    expect(parsed).toMatchObject({ region: 'ON', occupationCode: '21231' });
  });
});

describe("the listing's openings and closing date", () => {
  it('start at one opening and no closing date, and come back from a stored job', () => {
    expect(emptyJobForm('Maple Tech Solutions')).toMatchObject({ openings: '1', closesOn: '' });
    const stored = { ...fixtures.editableJob, closes_on: '2030-03-31', openings: 4 };
    expect(jobFormFromJob(stored, 'Maple Tech Solutions')).toMatchObject({
      openings: '4',
      closesOn: '2030-03-31',
    });
  });

  it('are written to the job as the database stores them', () => {
    const values = {
      ...jobFormFromJob(fixtures.editableJob, 'Maple Tech Solutions'),
      openings: '12',
      closesOn: '',
    };
    expect(jobColumnsOf(toPostJobInput(values))).toMatchObject({ openings: 12, closes_on: null });
  });
});
