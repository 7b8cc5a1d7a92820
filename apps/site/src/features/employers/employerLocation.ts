import { countryLabel } from '@globalhire/data';

/** 'Toronto, Canada', 'Canada', or null when the employer gave neither. */
export function employerLocation(employer: {
  city: string | null;
  country: string | null;
}): string | null {
  const country = employer.country ? countryLabel(employer.country) : null;
  return [employer.city, country].filter(Boolean).join(', ') || null;
}

/** 'www.example.com' from 'https://www.example.com/': a website as people say it. */
export const displayWebsite = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');
