import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  ConciergeBell,
  Cpu,
  Factory,
  Globe2,
  GraduationCap,
  HardHat,
  HeartPulse,
  Landmark,
  Megaphone,
  Plane,
  Stamp,
} from 'lucide-react';

/** The employer landing page (/employers): marketing copy. */
export const employersPageCopy = {
  metaTitle: 'Employers',
  metaDescription:
    'Hire skilled professionals from around the world. Post jobs, reach a worldwide talent pool and see whether each applicant can likely work in your job’s country.',
  eyebrow: 'For employers',
  headline: 'Empower Your Hiring Globally',
  intro:
    'Reach professionals from more than 100 countries. Post your vacancies, review applicants with a visa-fit verdict for each one, and let our team guide your hires through visas and relocation.',
  postJob: 'Post a Job',
  contact: 'Contact Us',
  highlights: [
    'A visa-fit verdict for every applicant',
    'Plans from $0 a month',
    'Candidates put forward by our recruiters',
  ],
  benefitsTitle: 'Why employers hire with GlobalHire',
  industriesTitle: 'Industries we recruit for',
  industriesIntro: 'Our recruiters specialise in the sectors where skills shortages bite hardest.',
  directoryTitle: 'Employers hiring on GlobalHire',
  directoryIntro:
    'Browse the companies recruiting internationally with us and see their open roles.',
  directoryEmpty: 'No employer pages yet.',
  directoryEmptyHint: 'Companies appear here once they set up their profile.',
  directoryError: 'The employer list could not be loaded.',
  retry: 'Try again',
  viewCompany: 'View company',
  storiesTitle: 'Success Stories',
  ctaTitle: 'Ready to hire your next great team member?',
  ctaText: 'Create an employer account in minutes. Your first job posting is free.',
  signUp: 'Create an Employer Account',
  speakToSales: 'Speak to Sales',
};

export const employerBenefits: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'A worldwide talent pool',
    description:
      'Your vacancies reach candidates across six continents who are actively looking to relocate for the right role.',
    icon: Globe2,
  },
  {
    title: 'Visa fit at a glance',
    description:
      'For each applicant you see whether they can likely work in your job’s country. Every candidate our recruiters submit to you has approved that application.',
    icon: Stamp,
  },
  {
    title: 'Visa and relocation guidance',
    description:
      'Our visa team guides the people you hire through their visa steps and the move itself.',
    icon: Plane,
  },
  {
    title: 'Clear, simple plans',
    description:
      'Start free with one posting. Upgrade for more postings, longer visibility and featured listings when you need them.',
    icon: Banknote,
  },
];

/** The spec's eight industries, in its order. */
export const employerIndustries: { label: string; icon: LucideIcon }[] = [
  { label: 'Technology', icon: Cpu },
  { label: 'Healthcare', icon: HeartPulse },
  { label: 'Finance', icon: Landmark },
  { label: 'Engineering', icon: HardHat },
  { label: 'Marketing', icon: Megaphone },
  { label: 'Education', icon: GraduationCap },
  { label: 'Manufacturing', icon: Factory },
  { label: 'Hospitality', icon: ConciergeBell },
];

/** The company page (/employers/{slug}). */
export const employerProfileCopy = {
  back: 'All employers',
  notFound: 'Employer not found.',
  notFoundHint: 'The company may have changed its name, or the link may be mistyped.',
  browseEmployers: 'Browse employers',
  loadError: 'This company page could not be loaded.',
  retry: 'Try again',
  verified: 'Verified employer',
  contact: 'Contact the company',
  memberSince: (date: string) => `On GlobalHire since ${date}`,
  openJobs: (count: number) => (count === 1 ? '1 open job' : `${count} open jobs`),
  noJobs: 'No open jobs right now.',
  noJobsHint: 'New roles are posted every week. Browse all jobs in the meantime.',
  browseJobs: 'Browse all jobs',
  website: 'Website',
};
