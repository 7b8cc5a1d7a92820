import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Heading } from '../Heading';
import { Text } from '../Text';
import * as styles from './StepList.css';

export const stepListLayouts = ['horizontal', 'vertical'] as const;
export type StepListLayout = (typeof stepListLayouts)[number];

export interface StepListStep {
  title: string;
  description?: ReactNode;
}

export interface StepListProps extends Omit<ComponentProps<'ol'>, 'children'> {
  steps: readonly StepListStep[];
  /** 'horizontal' lays the steps side by side from desktop width; phones always stack them. */
  layout?: StepListLayout;
  /** The element for each step title, to fit the page's heading outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

/** An ordered how-it-works list: numbered steps joined by a line. */
export function StepList({
  steps,
  layout = 'horizontal',
  titleAs = 'h3',
  className,
  ...rest
}: StepListProps) {
  return (
    <ol
      role="list"
      data-slot="step-list"
      data-layout={layout}
      className={clsx(styles.root({ layout }), className)}
      {...rest}
    >
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span aria-hidden="true" className={styles.number}>
            {index + 1}
          </span>
          <div className={styles.body}>
            <Heading level={4} as={titleAs}>
              {step.title}
            </Heading>
            {step.description ? (
              <Text as="div" tone="muted">
                {step.description}
              </Text>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
