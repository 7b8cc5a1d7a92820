import type { LucideIcon } from 'lucide-react';
import { BookOpenCheck, Compass, Plane } from 'lucide-react';
import type { StepListStep, TestimonialCardProps } from '@globalhire/ui';
import CA from 'country-flag-icons/react/3x2/CA';
import GB from 'country-flag-icons/react/3x2/GB';
import IE from 'country-flag-icons/react/3x2/IE';
import MX from 'country-flag-icons/react/3x2/MX';
import NG from 'country-flag-icons/react/3x2/NG';
import PL from 'country-flag-icons/react/3x2/PL';

/** The candidate landing page (/candidates): marketing copy. */
export const candidatesPageCopy = {
  metaTitle: 'Candidates',
  metaDescription:
    'Register your CV for free. Apply to jobs abroad yourself, or let GlobalHire apply on your behalf with your approval. We also guide you through visas and relocation.',
  eyebrow: 'For candidates',
  headline: 'Your Career, Anywhere in the World',
  intro:
    'Register your CV for free and browse jobs in Australia, Canada, the UK, Ireland, New Zealand and the United States. Apply yourself, or join our managed service: a recruiter proposes jobs that fit, and applies on your behalf to each one you approve.',
  registerCv: 'Register Your CV',
  browseJobs: 'Browse Jobs',
  highlights: [
    'Free to register and browse',
    'We apply for you, with your approval',
    'Visa and relocation guidance',
  ],
  stepsTitle: 'How it works',
  stepsNote:
    'On average it takes 4 to 12 weeks from profile approval to a job offer, not counting visa processing. No placement is guaranteed, and you get updates in your dashboard or by email.',
  resourcesTitle: 'Resources for your move',
  resourcesIntro: 'Guides written by our recruiters and immigration partners.',
  feesText:
    'Registering your CV, browsing jobs and applying yourself are free. Our managed service has fees, except where the law restricts them: for jobs in the UK or Ontario, and if you live in the UK.',
  feesLink: 'See our fees',
  storiesTitle: 'Success Stories',
  ctaTitle: 'Ready to take the next step?',
  ctaText:
    'Create your free profile, upload your CV and start applying, or ask our team to apply for you.',
  createProfile: 'Create Your Profile',
};

export const candidateSteps: StepListStep[] = [
  {
    title: 'Create your profile',
    description: 'Register for free, tell us where you want to work and upload your CV.',
  },
  {
    title: 'Apply, or let us apply',
    description:
      'Apply to jobs yourself, or join our managed service. Your recruiter proposes jobs that fit and applies on your behalf only to the ones you approve.',
  },
  {
    title: 'Interview and get an offer',
    description:
      'Employers invite you to interviews, and your dashboard shows each application and interview.',
  },
  {
    title: 'Visa and relocation',
    description: 'Once you have an offer, we guide you through the visa application and your move.',
  },
];

export const candidateResources: {
  title: string;
  description: string;
  href: string;
  icon: LucideIcon;
  cta: string;
}[] = [
  {
    title: 'Visa Guides',
    description: 'Work permits, skilled visas and sponsorship explained country by country.',
    href: '/blog/visa-guides',
    icon: BookOpenCheck,
    cta: 'Read the guides',
  },
  {
    title: 'Relocation Tips',
    description:
      'Housing, banking, healthcare and schools: what to sort out before and after you land.',
    href: '/blog/relocation-tips',
    icon: Plane,
    cta: 'Plan your move',
  },
  {
    title: 'Career Advice',
    description: 'CVs, interviews and credential recognition for international applicants.',
    href: '/blog/career-advice',
    icon: Compass,
    cta: 'Get advice',
  },
];

type Testimonial = Pick<
  TestimonialCardProps,
  'quote' | 'name' | 'byline' | 'origin' | 'destination'
>;

export const candidateTestimonials: Testimonial[] = [
  {
    quote:
      'I had applied to Irish companies on my own for a year without replies. My GlobalHire recruiter proposed roles that fit my experience, and I was interviewing within a month.',
    name: 'Tomasz Nowak',
    byline: 'Logistics Planner, Dublin',
    origin: { code: 'PL', flag: PL, name: 'Poland' },
    destination: { code: 'IE', flag: IE, name: 'Ireland' },
  },
  {
    quote:
      'The team explained the GPhC registration steps clearly and checked every document before I sent it. Nine weeks after approval I had my offer.',
    name: 'Aisha Bello',
    byline: 'Pharmacist, Manchester',
    origin: { code: 'NG', flag: NG, name: 'Nigeria' },
    destination: { code: 'GB', flag: GB, name: 'United Kingdom' },
  },
  {
    quote:
      'Getting my engineering degree recognised in Canada looked overwhelming. My recruiter knew exactly which assessment I needed and my employer sponsored the work permit.',
    name: 'Lucía Fernández',
    byline: 'Civil Engineer, Calgary',
    origin: { code: 'MX', flag: MX, name: 'Mexico' },
    destination: { code: 'CA', flag: CA, name: 'Canada' },
  },
];
