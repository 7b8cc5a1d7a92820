import { Mail } from 'lucide-react';
import { BenefitCard, ButtonLink, IndustryGrid } from '@globalhire/ui';
import {
  employerBenefits,
  employerIndustries,
  employersPageCopy as copy,
} from '../../content/employers';
import { employerTestimonials } from '../../content/testimonials';
import { EmployerDirectory } from '../../features/employers/EmployerDirectory';
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

/** /employers: why hire with GlobalHire, the industries, the employers already here, and how to start. */
export default function EmployersPage() {
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
            primary={{ href: '/post-job', label: copy.postJob }}
            secondary={{ href: '/contact', label: copy.contact, icon: <Mail /> }}
          />
        }
      />
      <LandingBody>
        <LandingSection id="employer-benefits" title={copy.benefitsTitle}>
          <ul role="list" className={styles.cardGridFour}>
            {employerBenefits.map(({ title, description, icon: Icon }) => (
              <li key={title}>
                <BenefitCard title={title} description={description} icon={<Icon />} titleAs="h3" />
              </li>
            ))}
          </ul>
        </LandingSection>
        <LandingSection
          id="employer-industries"
          title={copy.industriesTitle}
          intro={copy.industriesIntro}
        >
          <IndustryGrid
            items={employerIndustries.map(({ label, icon: Icon }) => ({ label, icon: <Icon /> }))}
          />
        </LandingSection>
        <LandingSection
          id="employer-directory"
          title={copy.directoryTitle}
          intro={copy.directoryIntro}
        >
          <EmployerDirectory />
        </LandingSection>
        <TestimonialsSection
          id="employer-stories"
          title={copy.storiesTitle}
          testimonials={employerTestimonials}
          grid={styles.cardGrid}
        />
        <CallToAction
          title={copy.ctaTitle}
          text={copy.ctaText}
          actions={
            <>
              <ButtonLink href="/register?type=employer" size="large">
                {copy.signUp}
              </ButtonLink>
              <ButtonLink href="/contact" size="large" variant="outline" tone="neutral">
                {copy.speakToSales}
              </ButtonLink>
            </>
          }
        />
      </LandingBody>
    </>
  );
}
