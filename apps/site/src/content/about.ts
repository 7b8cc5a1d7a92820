import type { SocialNetwork } from '@globalhire/ui';

/** The about page's copy (spec §2: mission, vision, a four-person leadership team). */
export const aboutCopy = {
  title: 'About GlobalHire',
  intro:
    'GlobalHire connects people who want to build a career abroad with employers who need their skills. Candidates can apply themselves, or ask our recruiters to apply for them, and we guide them through visas and the move.',
  mission: {
    title: 'Our Mission',
    text: 'To make working abroad possible for skilled people everywhere: honest job listings, recruiters who apply on your behalf only with your approval, and clear guidance through visas and relocation, with fees you know in advance.',
  },
  vision: {
    title: 'Our Vision',
    text: 'A world where talent moves as freely as opportunity, where a nurse in Manila, an engineer in Lagos or a developer in São Paulo can reach the right employer in Canada, the UK or Australia as easily as one down the road.',
  },
  values: {
    title: 'How we work',
    items: [
      {
        title: 'Candidates first',
        text: 'Creating a profile, uploading your CV and browsing jobs are free, and you can always apply yourself. If you choose our managed service, we invoice the registration fee when you approve the first job we propose, and the success fee only once you have both a job offer and an approved visa. Where the law restricts these fees, we do not charge them.',
      },
      {
        title: 'Verified employers',
        text: 'Every job is reviewed before it goes live, and we remove listings that are misleading, discriminatory or fraudulent.',
      },
      {
        title: 'Straight answers',
        text: 'No placement is ever guaranteed, and we say so. You can follow every application and every visa step in your dashboard.',
      },
    ],
  },
  teamTitle: 'Leadership Team',
  teamIntro:
    'Recruiters, immigration specialists and engineers who have moved countries themselves.',
  contact: {
    title: 'Talk to us',
    text: 'Whether you are looking for work abroad or hiring internationally, we would like to hear from you.',
    action: 'Contact Us',
  },
} as const;

export interface TeamMember {
  name: string;
  jobTitle: string;
  description: string;
  socialLinks: { network: SocialNetwork; href: string }[];
}

export const leadershipTeam: TeamMember[] = [
  {
    name: 'Emma Richardson',
    jobTitle: 'Chief Executive Officer',
    description:
      'Fifteen years in international recruitment across London, Toronto and Sydney. Founded GlobalHire after relocating twice herself.',
    socialLinks: [
      { network: 'linkedin', href: 'https://www.linkedin.com/in/emma-richardson-globalhire' },
      { network: 'x', href: 'https://x.com/emmarichardson' },
    ],
  },
  {
    name: 'David Okoye',
    jobTitle: 'Head of Recruitment',
    description:
      'Leads the recruiters who propose jobs to candidates on our managed service and apply on their behalf, with a focus on healthcare, engineering and skilled trades.',
    socialLinks: [
      { network: 'linkedin', href: 'https://www.linkedin.com/in/david-okoye-globalhire' },
      { network: 'x', href: 'https://x.com/davidokoye' },
    ],
  },
  {
    name: 'Aisha Rahman',
    jobTitle: 'Director of Immigration Services',
    description:
      'A registered immigration adviser who guides candidates through sponsorship, visa applications and credential recognition.',
    socialLinks: [
      { network: 'linkedin', href: 'https://www.linkedin.com/in/aisha-rahman-globalhire' },
      { network: 'x', href: 'https://x.com/aisharahman' },
    ],
  },
  {
    name: 'Liam O’Connor',
    jobTitle: 'Chief Technology Officer',
    description:
      'Builds the platform that matches candidates and employers and keeps every application and visa case on track.',
    socialLinks: [
      { network: 'linkedin', href: 'https://www.linkedin.com/in/liam-oconnor-globalhire' },
      { network: 'x', href: 'https://x.com/liamoconnor' },
    ],
  },
];
