/** The applicant help page (/applicant/help): how the panel works, in plain words (marketing copy, not data). */
export const applicantHelpCopy = {
  title: 'Help',
  intro: 'How your applicant panel works, and how to reach our team when you need a person.',
  topicsTitle: 'Using your panel',
  topics: [
    {
      title: 'Your profile and CV',
      body: 'Employers you apply to see the details in My Profile and the CV in My CV / Resume. If you use our managed service, your recruiter reads them to propose jobs. Keep both current: a new CV replaces the old one, and CVs already sent with applications stay with them.',
      link: { href: '/applicant/profile', label: 'Update your profile' },
    },
    {
      title: 'Applications',
      body: 'Every application shows its status and each step so far: New, Shortlisted, Interview, Offer, Hired or Rejected. You can withdraw an application that is still open.',
      link: { href: '/applicant/applications', label: 'See your applications' },
    },
    {
      title: 'Interviews',
      body: 'Invites show the date and time in your own time zone, the length, and the place or the meeting link. Join video calls a few minutes early to test your camera and sound.',
      link: { href: '/applicant/interviews', label: 'See your interviews' },
    },
    {
      title: 'Visa and relocation',
      body: 'Our visa team sets out your steps and the documents they need, and ticks each step off as it is done. Upload documents from the checklist; we mark them received once checked.',
      link: { href: '/applicant/visa', label: 'Open your visa case' },
    },
  ],
  faqsTitle: 'Frequently asked questions',
  faqsBody: 'How long the process takes, what it costs, and what happens after an offer.',
  faqsLink: 'Read the FAQs',
  feesLink: 'See our fees',
  contactTitle: 'Contact us',
  contactBody:
    'Write to us with your question and the email you registered with. We answer by email.',
  contactLink: 'Send us a message',
  hoursTitle: 'Business hours',
  hoursNote: 'Messages sent outside these hours are answered on the next working day.',
} as const;
