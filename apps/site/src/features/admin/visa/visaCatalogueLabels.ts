import type { Tone } from '@globalhire/ui';
import {
  countryLabel,
  countries,
  supportedCurrencies,
  topCountries,
  type Enums,
  type LicenceStatus,
  type OccupationClassification,
  type VisaFigureCheck,
  type VisaRouteRef,
} from '@globalhire/data';

/** The words the visa catalogue screens use for its codes. */

export const classificationLabels: Record<OccupationClassification, string> = {
  uk_soc_2020: 'UK SOC 2020',
  uk_soc_2010: 'UK SOC 2010',
  noc_2021: 'NOC 2021',
  us_soc: 'US SOC',
  anzsco: 'ANZSCO',
};

export const licenceKindLabels: Record<Enums<'employer_licence_kind'>, string> = {
  uk_licensed_sponsor: 'UK licensed sponsor',
  nz_accredited_employer: 'NZ accredited employer',
  au_standard_business_sponsor: 'AU standard business sponsor',
};

export const licenceStatusLabels: Record<LicenceStatus, string> = {
  claimed: 'Claimed',
  verified: 'Verified',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const licenceStatusTones: Record<LicenceStatus, Tone> = {
  claimed: 'caution',
  verified: 'positive',
  expired: 'neutral',
  revoked: 'critical',
};

export const routeKindLabels: Record<Enums<'visa_route_kind'>, string> = {
  sponsored: 'Sponsored',
  treaty: 'Treaty',
};

export const standingLabels: Record<Enums<'occupation_standing'>, string> = {
  eligible: 'Eligible',
  conditional: 'Conditional',
  ineligible: 'Ineligible',
};

export const standingTones: Record<Enums<'occupation_standing'>, Tone> = {
  eligible: 'positive',
  conditional: 'caution',
  ineligible: 'critical',
};

export const rightKindLabels: Record<Enums<'citizenship_right'>, string> = {
  free_movement: 'Free movement',
  treaty: 'Treaty route',
};

/** Why a figure is flagged, in a few words beside the flag. */
export const figureCheckLabels: Record<VisaFigureCheck, string> = {
  ended: 'Its last day has passed',
  old_source: 'Source over 12 months old',
};

export const periodOptions = [
  { value: 'year', label: 'Per year' },
  { value: 'month', label: 'Per month' },
  { value: 'hour', label: 'Per hour' },
] as const;

export const currencyOptions = supportedCurrencies.map((code) => ({ value: code, label: code }));

/** The six destinations the catalogue covers, as filter options led by 'All destinations'. */
export const destinationOptions = (all = 'All destinations') => [
  { value: '', label: all },
  ...topCountries.map((country) => ({ value: country.slug, label: country.label })),
];

export const destinationSlugs: readonly string[] = topCountries.map((country) => country.slug);

/** Citizenships as ISO codes with the country's name, e.g. 'IE: Ireland'. */
export const citizenshipOptions = [...countries]
  .sort((a, b) => a.code.localeCompare(b.code))
  .map((country) => ({ value: country.code, label: `${country.code}: ${country.label}` }));

const countryByCode = new Map(countries.map((country) => [country.code, country.label]));

/** 'Ireland (IE)', or the code alone when it names no country the site knows. */
export const citizenshipLabel = (code: string) => {
  const name = countryByCode.get(code);
  return name ? `${name} (${code})` : code;
};

/** A route as a select shows it: 'United Kingdom: Skilled Worker visa'. */
export const routeOptionLabel = (route: Pick<VisaRouteRef, 'destination' | 'name'>) =>
  `${countryLabel(route.destination)}: ${route.name}`;
