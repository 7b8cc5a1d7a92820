export { Card, cardTones, cardElements } from './Card';
export type { CardProps, CardTone, CardElement } from './Card';
