/**
 * Notices of the employer panel beyond spec §8 (whose strings live in content/messages.ts): the
 * spec shows none of these actions, so the words are ours, plain and specific.
 */
export const employerMessages = {
  draftSaved: {
    title: 'Draft saved',
    description: 'Find it under Drafts when you are ready to publish it.',
  },
  jobUpdated: { title: 'Job updated', description: 'Your changes to the job listing are saved.' },
  jobBackInReview: {
    title: 'Job updated',
    description:
      'Your changes are saved. The job is back in review and hidden from the site until our team approves it again.',
  },
  reviewNotice: {
    title: 'This job will go back to review',
    description:
      'You changed the title, description, requirements, salary or location of a live job. Once you save, it is hidden from the site until our team approves it again, usually within one working day.',
  },
  draftNeedsDetails: {
    title: 'Complete the job before publishing',
    description:
      'A published job needs a category, a country, a location and a description. Edit the draft, then publish it.',
  },
  jobPublished: {
    title: 'Job submitted',
    description: 'It appears on the site once our team approves it.',
  },
  jobMovedToDrafts: {
    title: 'Moved to drafts',
    description: 'The job is hidden from candidates until you publish it again.',
  },
  jobDeleted: {
    title: 'Job deleted',
    description: 'The listing and its applications are removed.',
  },
  actionFailed: 'Something went wrong',
  applicantMoved: (name: string, status: string) => ({
    title: 'Applicant updated',
    description: `${name} is now: ${status}.`,
  }),
  planRequested: (plan: string) => ({
    title: 'Plan requested',
    description: `We received your request for the ${plan} plan. Our team confirms it shortly; no card payment is taken.`,
  }),
  planRequestCancelled: { title: 'Request withdrawn', description: 'Your plan stays as it is.' },
  planLimitTitle: 'You have reached your plan’s posting limit',
  logoSaved: { title: 'Logo saved', description: 'Your company page shows your new logo.' },
  logoRemoved: {
    title: 'Logo removed',
    description: 'Your company page shows your company’s initial instead.',
  },
} as const;
