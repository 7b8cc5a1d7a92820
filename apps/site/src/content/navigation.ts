import type { SiteFooterLinkGroup, SiteFooterLink, SiteHeaderNavLink, SiteFooterSocialLink } from '@globalhire/ui';

/** Top bar links (spec §2). */
export const headerLinks: SiteHeaderNavLink[] = [
  { label: 'Find a Job', href: '/jobs' },
  { label: 'Employers', href: '/employers' },
  { label: 'Candidates', href: '/candidates' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

/** Footer groups (spec §2); the footer links to /register with type=candidate. */
export const footerGroups: SiteFooterLinkGroup[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
      { label: 'FAQs', href: '/faqs' },
    ],
  },
  {
    title: 'For Job Seekers',
    links: [
      { label: 'Find Jobs', href: '/jobs' },
      { label: 'Candidate Resources', href: '/candidates' },
      { label: 'Register CV', href: '/register?type=candidate' },
      { label: 'Our Fees', href: '/fees' },
    ],
  },
  {
    title: 'For Employers',
    links: [
      { label: 'Post a Job', href: '/post-job' },
      { label: 'Employer Solutions', href: '/employers' },
    ],
  },
];

export const legalLinks: SiteFooterLink[] = [
  { label: 'Privacy', href: '/privacy-policy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Cookie policy', href: '/cookie-policy' },
];

export const socialLinks: SiteFooterSocialLink[] = [
  { label: 'GlobalHire on LinkedIn', href: 'https://www.linkedin.com/company/globalhire', network: 'linkedin' },
  { label: 'GlobalHire on Facebook', href: 'https://www.facebook.com/globalhire', network: 'facebook' },
  { label: 'GlobalHire on X', href: 'https://x.com/globalhire', network: 'x' },
  { label: 'GlobalHire on Instagram', href: 'https://www.instagram.com/globalhire', network: 'instagram' },
];
