import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import {
  ButtonLink,
  Container,
  Stack,
  TestimonialCard,
  type TestimonialCardProps,
} from '@globalhire/ui';
import { LandingSection } from './LandingSection';
import * as styles from './Landing.css';

export interface HeroActionsProps {
  /** The page's main step, with an arrow after its label. */
  primary: { href: string; label: string };
  /** The other way in, outlined, with its own icon. */
  secondary: { href: string; label: string; icon: ReactNode };
}

/** The two buttons of a landing page's hero. */
export function HeroActions({ primary, secondary }: HeroActionsProps) {
  return (
    <>
      <ButtonLink href={primary.href} size="large" icon={<ArrowRight />} iconPosition="end">
        {primary.label}
      </ButtonLink>
      <ButtonLink
        href={secondary.href}
        size="large"
        variant="outline"
        tone="neutral"
        icon={secondary.icon}
      >
        {secondary.label}
      </ButtonLink>
    </>
  );
}

/** A landing page's sections below its hero, one column with wide gaps. */
export function LandingBody({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Stack space="huge" className={styles.sections}>
        {children}
      </Stack>
    </Container>
  );
}

export interface TestimonialsSectionProps {
  id: string;
  title: string;
  testimonials: readonly Pick<
    TestimonialCardProps,
    'quote' | 'name' | 'byline' | 'origin' | 'destination'
  >[];
  /** The grid's class from Landing.css (three or two columns). */
  grid: string;
}

/** A landing page's testimonials, a card each. */
export function TestimonialsSection({ id, title, testimonials, grid }: TestimonialsSectionProps) {
  return (
    <LandingSection id={id} title={title}>
      <ul role="list" className={grid}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard {...testimonial} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
