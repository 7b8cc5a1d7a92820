import clsx from 'clsx';
import { ArrowRight, Quote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, type CardProps } from '../Card';
import { CountryFlag, type FlagComponent } from '../private/CountryFlag';
import * as styles from './TestimonialCard.css';

export interface TestimonialCountry {
  /** ISO 3166-1 alpha-2 code, e.g. 'IN'. */
  code: string;
  /** The country's name; it is the flag's accessible name and tooltip. */
  name: string;
  /** The flag, e.g. `import IN from 'country-flag-icons/react/3x2/IN'`; without it the code shows. */
  flag?: FlagComponent;
}

export interface TestimonialCardProps extends Omit<CardProps, 'children'> {
  quote: string;
  name: string;
  /** The person's job or company, e.g. 'Registered Nurse, Sydney'. */
  byline?: string;
  /** Where the person moved from and to, shown as flags. */
  origin: TestimonialCountry;
  destination: TestimonialCountry;
  /** A photo; without one the person's initials are shown. */
  avatar?: ReactNode;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** A success story: the quote, who said it, and their move from one country to another. */
export function TestimonialCard({
  quote,
  name,
  byline,
  origin,
  destination,
  avatar,
  className,
  ...rest
}: TestimonialCardProps) {
  return (
    <Card data-slot="testimonial-card" className={clsx(styles.root, className)} {...rest}>
      <figure className={styles.figure}>
        <Quote aria-hidden="true" className={styles.quoteMark} />
        <blockquote className={styles.quote}>
          <p>{quote}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          <span aria-hidden="true" className={styles.avatar}>
            {avatar ?? initialsOf(name)}
          </span>
          <span className={styles.person}>
            <span className={styles.name}>{name}</span>
            {byline ? <span className={styles.byline}>{byline}</span> : null}
          </span>
          <span className={styles.journey} data-slot="testimonial-journey">
            <CountryFlag code={origin.code} label={origin.name} flag={origin.flag} />
            <ArrowRight aria-hidden="true" className={styles.arrow} />
            <CountryFlag code={destination.code} label={destination.name} flag={destination.flag} />
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
