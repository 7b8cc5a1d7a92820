export { CountryFlag } from './CountryFlag';
export type { CountryFlagProps, FlagComponent } from './CountryFlag';
