import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Children, useId, type ComponentProps, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { Card } from '../Card';
import * as styles from './PlanCard.css';

export interface PlanCardProps extends Omit<ComponentProps<'section'>, 'children'> {
  name: string;
  /** The price as the caller formats it, e.g. '$99'. */
  price: string;
  /** Text after the price, e.g. '/month'. */
  period?: string;
  description?: ReactNode;
  features: readonly ReactNode[];
  /** When set, the plan is highlighted and flagged with this text, e.g. 'Most Popular'. */
  popularLabel?: string;
  /** When set, marks the subscriber's current plan with this text, e.g. 'Current plan'. */
  currentLabel?: string;
  /** The call to action, usually a Button or ButtonLink. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** One subscription plan: name, monthly price, what it includes, and a call to action. */
export function PlanCard({
  name,
  price,
  period,
  description,
  features,
  popularLabel,
  currentLabel,
  action,
  headingLevel = 3,
  className,
  ...rest
}: PlanCardProps) {
  const nameId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const featured = Boolean(popularLabel);
  return (
    <Card
      as="section"
      padding="xlarge"
      aria-labelledby={nameId}
      data-slot="plan-card"
      data-featured={featured || undefined}
      className={clsx(styles.card({ featured }), className)}
      {...rest}
    >
      <div className={styles.root}>
        {popularLabel ? <p className={styles.flag}>{popularLabel}</p> : null}
        <div className={styles.header}>
          <div className={styles.nameRow}>
            <HeadingTag id={nameId} className={styles.name}>
              {name}
            </HeadingTag>
            {currentLabel ? <Badge tone="positive">{currentLabel}</Badge> : null}
          </div>
          <p className={styles.price}>
            <span className={styles.amount}>{price}</span>
            {period ? <span className={styles.period}>{period}</span> : null}
          </p>
        </div>
        {/* The divider sits right under the price, which every plan has: side by side, the
            dividers line up however long each plan's description is (and, in a PlanCardGrid,
            however the names and periods wrap). */}
        <div className={styles.body}>
          {description ? <p className={styles.description}>{description}</p> : null}
          <ul className={styles.features} role="list">
            {features.map((feature, index) => (
              // Features are plain text in a fixed order, so the position is a stable key.
              <li key={index} className={styles.feature}>
                <Check className={styles.check} aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </Card>
  );
}

export interface PlanCardGridProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The PlanCards, one per cell. */
  children: ReactNode;
}

/**
 * PlanCards side by side in as many equal columns as fit (one on phones): the cards share their
 * rows, so their headers are one height and the dividers, features and actions line up even when
 * a name or a period wraps to a second line.
 */
export function PlanCardGrid({ children, className, ...rest }: PlanCardGridProps) {
  return (
    <ul role="list" className={clsx(styles.grid, className)} {...rest}>
      {Children.map(children, (child) => (child ? <li className={styles.cell}>{child}</li> : null))}
    </ul>
  );
}
