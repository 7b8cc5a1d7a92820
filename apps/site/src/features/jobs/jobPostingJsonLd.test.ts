import { describe, expect, it } from 'vitest';
import type { JobDetail } from '@globalhire/data';
import { fixtures } from '@globalhire/data/mocks';
import { jobPostingJsonLd, serializeJsonLd } from './jobPostingJsonLd';

const origin = 'https://www.globalhire.example';
const job: JobDetail = fixtures.jobDetail;

describe('JobPosting structured data', () => {
  it('describes the job the way Google reads a JobPosting', () => {
    expect(jobPostingJsonLd(job, origin)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Software Engineer',
      description: expect.stringMatching(
        /^<p>Maple Tech Solutions is looking.*<\/p><p>You will design.*<\/p><p><strong>Requirements<\/strong><\/p><ul><li>5\+ years/,
      ),
      identifier: { '@type': 'PropertyValue', name: 'GlobalHire', value: '1' },
      url: 'https://www.globalhire.example/jobs/1',
      datePosted: '2026-03-03T09:00:00+00:00',
      validThrough: '2026-04-02T09:00:00+00:00',
      totalJobOpenings: 2,
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Maple Tech Solutions',
        url: 'https://www.globalhire.example/employers/maple-tech-solutions',
        sameAs: 'https://maple-tech.example',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressCountry: 'CA' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'CAD',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 120000,
          maxValue: 150000,
          unitText: 'YEAR',
        },
      },
      occupationalCategory: '21232',
      jobBenefits:
        'Relocation: Flights to the new country paid; Temporary housing for 30 nights; Visa and legal fees paid; Family included in the package; Relocation allowance of CA$5,000; We also help you find a school place for your children.',
      directApply: true,
    });
  });

  it('leaves out the relocation package and hours when the job gives none, and names the weekly hours', () => {
    const plain = jobPostingJsonLd(
      {
        ...job,
        occupation_code: null,
        relocation_flights: false,
        relocation_housing_nights: null,
        relocation_visa_fees: false,
        relocation_family: false,
        relocation_allowance: null,
        relocation_allowance_currency: null,
        relocation_notes: null,
        weekly_hours: 37.5,
      },
      origin,
    );
    expect(plain).not.toHaveProperty('jobBenefits');
    expect(plain).not.toHaveProperty('occupationalCategory');
    expect(plain.workHours).toBe('37.5 hours a week');
  });

  it('maps employment types, hourly pay, remote work and a missing salary', () => {
    const remote = jobPostingJsonLd(
      {
        ...job,
        employment_type: 'contract',
        work_type: 'remote',
        country: 'united-kingdom',
        city: null,
        salary_period: 'hour',
        salary_min: 40,
        salary_max: null,
        salary_currency: 'GBP',
      },
      origin,
    );
    expect(remote).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' },
      jobLocation: { address: { '@type': 'PostalAddress', addressCountry: 'GB' } },
      baseSalary: { currency: 'GBP', value: { minValue: 40, unitText: 'HOUR' } },
    });
    expect(jobPostingJsonLd({ ...job, employment_type: 'internship' }, origin).employmentType).toBe(
      'INTERN',
    );
    const unpaid = jobPostingJsonLd(
      {
        ...job,
        salary_min: null,
        salary_max: null,
        salary_currency: null,
        expires_at: null,
        published_at: null,
      },
      origin,
    );
    expect(unpaid).not.toHaveProperty('baseSalary');
    expect(unpaid).not.toHaveProperty('validThrough');
    expect(unpaid.datePosted).toBe(job.created_at);
  });

  it('escapes the advert text as HTML and the JSON so it cannot close its script tag', () => {
    const hostile = {
      ...job,
      title: '</script><script>alert(1)</script>',
      description: 'Use <b>bold</b> & "quotes"',
      requirements: [],
      benefits: [],
    };
    const data = jobPostingJsonLd(hostile, origin);
    expect(data.description).toBe('<p>Use &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;</p>');
    const json = serializeJsonLd(data);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).title).toBe(hostile.title);
  });
});
