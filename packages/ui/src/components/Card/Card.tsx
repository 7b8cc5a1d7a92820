import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, Ref } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import type { ResponsiveSpace } from '../private/responsive';
import * as styles from './Card.css';

export { cardTones, cardElements } from './Card.css';
export type CardTone = (typeof styles.cardTones)[number];
export type CardElement = (typeof styles.cardElements)[number];

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** Inner space on every side (default 'large'); a mobile-first array is allowed. */
  padding?: ResponsiveSpace;
  tone?: CardTone;
  as?: CardElement;
  /**
   * A card that is one big link: it lifts on hover, and a descendant link marked with the
   * `data-card-link` attribute stretches over the whole card.
   */
  interactive?: boolean;
  ref?: Ref<HTMLElement>;
};

/** A bordered surface that groups related content. */
export function Card({
  padding = 'large',
  tone = 'default',
  as = 'div',
  interactive = false,
  className,
  ...props
}: CardProps) {
  const Component = as as ElementType;
  return (
    <Component
      data-slot="card"
      data-interactive={interactive || undefined}
      className={clsx(styles.card({ tone, interactive }), sprinkles({ padding }), className)}
      {...props}
    />
  );
}
