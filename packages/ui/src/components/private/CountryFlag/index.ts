export { CountryFlag } from './CountryFlag';
export type { CountryFlagProps } from './CountryFlag';
