export { TestimonialCard } from './TestimonialCard';
export type { TestimonialCardProps, TestimonialCountry } from './TestimonialCard';
export type { FlagComponent } from '../private/CountryFlag';
