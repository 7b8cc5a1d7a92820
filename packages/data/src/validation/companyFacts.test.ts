import { describe, expect, it } from 'vitest';
import { companyProfileSchema } from './schemas';

const company = { companyName: 'Kauri College', email: 'jobs@kauricollege.example' };

describe('the company facts on the profile', () => {
  it('are all optional, an empty select meaning none', () => {
    expect(
      companyProfileSchema.parse({
        ...company,
        country: '',
        city: ' ',
        companySize: '',
        industry: '',
      }),
    ).toMatchObject({
      country: undefined,
      city: undefined,
      companySize: undefined,
      industry: undefined,
    });
  });

  it('keep a country from the list, a band and an industry slug', () => {
    expect(
      companyProfileSchema.parse({
        ...company,
        country: 'new-zealand',
        city: 'Auckland',
        companySize: '1001+',
        industry: 'public-sector',
      }),
    ).toMatchObject({
      country: 'new-zealand',
      city: 'Auckland',
      companySize: '1001+',
      industry: 'public-sector',
    });
  });

  it('refuse a country, size or industry not on their lists', () => {
    const parsed = companyProfileSchema.safeParse({
      ...company,
      country: 'atlantis',
      companySize: '10-20',
      industry: 'Not A Slug',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Choose a country from the list.',
      'Choose a company size from the list.',
      'Choose an industry from the list.',
    ]);
  });
});
