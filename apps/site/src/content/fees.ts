/** The fees page's words; the amounts come from `fees` in @globalhire/data (spec §9). */
export const feesCopy = {
  title: 'Our Fees',
  intro:
    'Creating your profile and browsing jobs is free. You pay only when our team starts working for you, and our success fee only when you have both a job offer and a visa.',
  currencyNote: 'All prices are in US dollars (USD).',
  free: {
    name: 'Profile and job search',
    period: 'always free',
    features: [
      'Create your candidate profile',
      'Upload your CV',
      'Browse and save jobs in six countries',
    ],
  },
  registration: {
    name: 'Registration fee',
    period: 'one-time',
    description: 'Payable when our team starts applying to jobs on your behalf.',
    features: [
      'One-time payment',
      'Non-refundable',
      'Our recruiters apply to suitable jobs for you',
    ],
  },
  success: {
    name: 'Success fee',
    period: 'only if you are hired',
    description: 'Payable only after both a confirmed job offer and visa approval.',
    features: ['Not charged if you are not hired', 'Not charged if your visa is denied'],
    highlight: 'Offer + visa',
  },
  optionalTitle: 'Optional services',
  optionalIntro: 'Add these only if your applications need them.',
  optional: {
    translation: { name: 'Document translation', unit: 'per page', from: true },
    credentialEvaluation: { name: 'Credential evaluation', unit: '', from: true },
    additionalCountry: {
      name: 'Applications to an additional country',
      unit: 'per country',
      from: false,
    },
  },
  refunds: {
    title: 'Refunds',
    text: 'Payments are non-refundable once services start.',
  },
  cta: {
    title: 'Ready to work abroad?',
    text: 'Create your free profile today. You will not pay anything until our team starts applying for you.',
    register: 'Register your CV',
    questions: 'Read the FAQs',
  },
} as const;
