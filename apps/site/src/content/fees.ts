/**
 * The fees page's words (spec §9). The amounts, and the optional services' names and units, come
 * from the admin-kept fee schedule (getFeeSchedule); the places where no fee is charged from the
 * restricted jurisdictions (listFeeJurisdictions).
 */
export const feesCopy = {
  title: 'Our Fees',
  intro:
    'Creating your profile, uploading your CV, browsing jobs and applying yourself are free. You pay only if you join our managed service. For jobs in the UK or Ontario, or if you live in the UK, we charge no fee for finding you work.',
  currencyNote:
    'All prices are in US dollars (USD). We send a numbered invoice for each fee, and you pay it by bank transfer.',
  /** When the schedule holds fees in other currencies too. */
  currencyNoteMixed:
    'Each price is in the currency shown. We send a numbered invoice for each fee, and you pay it by bank transfer.',
  loading: 'Loading our fees...',
  loadError: 'Our fees could not be loaded.',
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
  noFees: {
    title: 'Where we charge no fees',
    intro:
      'In some places the law does not let us charge you for finding you work. There we charge you no registration fee, no success fee and no fee for applications in an additional country. Translations and credential evaluations are not fees for finding work: they are charged everywhere, and only if you order them.',
    appliesWhen: {
      job_located: 'For jobs there',
      candidate_resident: 'For anyone living there',
      either: 'For jobs there, and for anyone living there',
    },
    sourcesLabel: 'Where the law says so',
    reviewed: 'Last reviewed',
    before:
      'Before you join the managed service, we show you exactly what you would owe for jobs in each country you choose.',
    loadError: 'The places where we charge no fees could not be loaded.',
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
