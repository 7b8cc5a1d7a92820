/** The fees page's words; the amounts come from `fees` in @globalhire/data (spec §9). */
export const feesCopy = {
  title: 'Our Fees',
  intro:
    'Creating your profile, uploading your CV, browsing jobs and applying yourself are free. You pay only if you join our managed service. For jobs in the UK or Ontario, or if you live in the UK, we charge no fee for finding you work.',
  currencyNote:
    'All prices are in US dollars (USD). We send a numbered invoice for each fee, and you pay it by bank transfer.',
  free: {
    name: 'Profile and job search',
    period: 'always free',
    features: [
      'Create your candidate profile',
      'Upload your CV',
      'Browse and save jobs in six countries',
      'Apply to jobs yourself',
    ],
  },
  registration: {
    name: 'Registration fee',
    period: 'one-time',
    description:
      'Invoiced when our team starts applying for you: when you approve the first job your recruiter proposes.',
    features: [
      'One-time payment',
      'Non-refundable',
      'A recruiter proposes jobs that fit you',
      'We apply only to the jobs you approve',
    ],
  },
  success: {
    name: 'Success fee',
    period: 'only if you are hired',
    description: 'Invoiced only when you have both a confirmed job offer and an approved visa.',
    features: ['Not charged if you are not hired', 'Not charged if your visa is denied'],
    highlight: 'Offer + visa',
  },
  optionalTitle: 'Optional services',
  optionalIntro: 'You pay for these only if you order them.',
  optional: {
    translation: { name: 'Document translation', unit: 'per page', from: true },
    credentialEvaluation: { name: 'Credential evaluation', unit: '', from: true },
    additionalCountry: {
      name: 'Applications to an additional country',
      unit: 'per country',
      from: false,
    },
  },
  legalLimits: {
    title: 'Jobs in the UK and Ontario',
    text: 'In some places the law does not let us charge you for finding you work. So we charge you no such fee for jobs in the United Kingdom, if you live in the United Kingdom, or for jobs in Ontario, Canada. In the UK this follows the Employment Agencies Act 1973 (section 6) and the Conduct of Employment Agencies and Employment Businesses Regulations 2003. In Ontario it follows the Employment Protection for Foreign Nationals Act, 2009. Before you join the managed service, we show you what you would owe.',
  },
  refunds: {
    title: 'Refunds',
    text: 'Payments are non-refundable once services start.',
  },
  cta: {
    title: 'Ready to work abroad?',
    text: 'Create your free profile today. If you join our managed service, the registration fee is invoiced only when you approve the first job your recruiter proposes.',
    register: 'Register your CV',
    questions: 'Read the FAQs',
  },
} as const;
