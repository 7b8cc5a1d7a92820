import { Search } from 'lucide-react';
import { Alert, ButtonLink, Link, LinkCard, Stack, StepList, Text } from '@globalhire/ui';
import {
  candidateResources,
  candidateSteps,
  candidateTestimonials,
  candidatesPageCopy as copy,
} from '../../content/candidates';
import { CallToAction } from '../../features/landing/CallToAction';
import {
  HeroActions,
  LandingBody,
  TestimonialsSection,
} from '../../features/landing/LandingBlocks';
import { LandingHero } from '../../features/landing/LandingHero';
import { LandingSection } from '../../features/landing/LandingSection';
import * as styles from '../../features/landing/Landing.css';
import { usePageMeta } from '../../seo/usePageMeta';

/** /candidates: how GlobalHire works for job seekers, guides for the move, and how to start. */
export default function CandidatesPage() {
  usePageMeta({ title: copy.metaTitle, description: copy.metaDescription });
  return (
    <>
      <LandingHero
        eyebrow={copy.eyebrow}
        title={copy.headline}
        intro={copy.intro}
        highlights={copy.highlights}
        actions={
          <HeroActions
            primary={{ href: '/register?type=candidate', label: copy.registerCv }}
            secondary={{ href: '/jobs', label: copy.browseJobs, icon: <Search /> }}
          />
        }
      />
      <LandingBody>
        <LandingSection id="how-it-works" title={copy.stepsTitle}>
          <Stack space="xlarge">
            <StepList steps={candidateSteps} layout="horizontal" titleAs="h3" />
            <Alert tone="info">{copy.stepsNote}</Alert>
          </Stack>
        </LandingSection>
        <LandingSection
          id="candidate-resources"
          title={copy.resourcesTitle}
          intro={copy.resourcesIntro}
        >
          <Stack space="large">
            <ul role="list" className={styles.cardGridThree}>
              {candidateResources.map(({ title, description, href, icon: Icon, cta }) => (
                <li key={href}>
                  <LinkCard
                    href={href}
                    title={title}
                    description={description}
                    icon={<Icon />}
                    cta={cta}
                    titleAs="h3"
                  />
                </li>
              ))}
            </ul>
            <Text tone="muted">
              {copy.feesText} <Link href="/fees">{copy.feesLink}</Link>
            </Text>
          </Stack>
        </LandingSection>
        <TestimonialsSection
          id="candidate-stories"
          title={copy.storiesTitle}
          testimonials={candidateTestimonials}
          grid={styles.cardGridThree}
        />
        <CallToAction
          title={copy.ctaTitle}
          text={copy.ctaText}
          actions={
            <ButtonLink href="/register?type=candidate" size="large">
              {copy.createProfile}
            </ButtonLink>
          }
        />
      </LandingBody>
    </>
  );
}
