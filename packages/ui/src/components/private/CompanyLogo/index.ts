export { CompanyLogo } from './CompanyLogo';
export type { CompanyLogoProps } from './CompanyLogo';
