import { employerPlans } from '@globalhire/data';

const limits = employerPlans
  .map((plan) => `${plan.name} ${plan.activePostings === null ? 'unlimited postings' : `${plan.activePostings} posting${plan.activePostings === 1 ? '' : 's'}`} for ${plan.visibilityDays} days`)
  .join(', ');

/** Help for employers on the panel's Support / Help page (product help copy, not data). */
export const employerSupportCopy = {
  title: 'Support / Help',
  intro: 'How posting, approval, applicants and plans work, and how to reach our employer team.',
  topicsTitle: 'Using your employer panel',
  topics: [
    {
      id: 'posting',
      question: 'How do I post a job?',
      answer:
        'Open Post a Job, fill in the title, category, location, country and description, and choose Post Job. Add salary, requirements, benefits and tags to get more applications. Save as draft keeps the job for later without using a posting.',
    },
    {
      id: 'approval',
      question: 'Why does my job say “Pending approval”?',
      answer:
        'Our team reviews every job before candidates see it, usually within one working day. We check that the role is real, legal to offer and clearly described. If a job is rejected, edit it and it goes back for review.',
    },
    {
      id: 'visibility',
      question: 'How long does a job stay live, and how many can I post?',
      answer: `It depends on your plan: ${limits}. Pending and live jobs use a posting; drafts and expired jobs do not. Move a job to drafts to free its posting.`,
    },
    {
      id: 'pipeline',
      question: 'How do I move candidates through the pipeline?',
      answer:
        'In Applications Received, use the buttons on each row: Shortlist, Invite to interview, Make offer, Mark as hired, or Reject. Each candidate is told about every change, and you can reconsider a rejected candidate.',
    },
    {
      id: 'cv',
      question: 'Where do I find a candidate’s CV?',
      answer:
        'Choose Open CV on the applicant’s row. The file opens through a private link that expires after a few minutes, so CVs never sit on a public address.',
    },
    {
      id: 'plans',
      question: 'How do plan changes and billing work?',
      answer:
        'Choose Upgrade Now or Get Started on Billing / Subscription. We confirm the change, usually the same working day, and send an invoice; no card is charged on the site. You can withdraw a request until it is confirmed.',
    },
    {
      id: 'featured',
      question: 'What are featured jobs?',
      answer:
        'Featured jobs appear first in search and on the home page. Premium includes 2 featured slots and Enterprise 5; ask our team which of your live jobs to feature.',
    },
  ],
  contactTitle: 'Talk to our employer team',
  contactBody: 'For anything this page does not answer (invoices, featured jobs, a rejected posting) send us a message and we answer by email.',
  contactLink: 'Contact Support',
  faqsLink: 'Read the FAQs',
  hoursTitle: 'Business hours',
  hoursNote: 'Messages sent outside these hours are answered on the next working day.',
} as const;
