export { TestimonialCard } from './TestimonialCard';
export type { TestimonialCardProps, TestimonialCountry } from './TestimonialCard';
