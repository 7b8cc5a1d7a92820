/** Notices of the admin screens (the spec has none for them; these say what happened, plainly). */
export const adminMessages = {
  actionFailed: 'Error',
  job: {
    approve: (title: string) => ({
      title: 'Job approved',
      description: `"${title}" is now live on the job board.`,
    }),
    reject: (title: string) => ({
      title: 'Job rejected',
      description: `"${title}" was sent back to the employer with your reason.`,
    }),
    /** Approved while its company is unverified: live once the company is verified. */
    held: (title: string, company: string) => ({
      title: 'Job approved, waiting for verification',
      description: `"${title}" goes live as soon as you verify ${company}. The employer is told.`,
    }),
    takeDown: (title: string) => ({
      title: 'Job taken down',
      description: `"${title}" is off the site. The employer is told your reason and can edit it to submit it again.`,
    }),
    feature: (title: string) => ({
      title: 'Job featured',
      description: `"${title}" now shows among the featured jobs.`,
    }),
    unfeature: (title: string) => ({
      title: 'Job unfeatured',
      description: `"${title}" is no longer featured.`,
    }),
  },
  plan: {
    confirmed: (company: string, plan: string) => ({
      title: 'Plan confirmed',
      description: `${company} is now on the ${plan} plan for a month.`,
    }),
    declined: (company: string, plan: string) => ({
      title: 'Plan request declined',
      description: `${company} stays on its current plan; the ${plan} request is closed.`,
    }),
  },
  employerBlocked: (name: string) => ({
    title: 'Employer blocked',
    description: `${name}'s jobs are hidden from the site and it can no longer post or edit jobs. Its upcoming interviews are cancelled; the company and its candidates are told. Its data is kept.`,
  }),
  employerUnblocked: (name: string) => ({
    title: 'Employer unblocked',
    description: `${name}'s live jobs are back on the site and it can post jobs again. The company is told.`,
  }),
  employerVerified: (name: string) => ({
    title: 'Employer verified',
    description: `${name} is now a verified employer: the jobs you approved for it are live. The company is told.`,
  }),
  candidate: {
    active: (name: string) => ({
      title: 'Candidate approved',
      description: `${name} can now apply to jobs, and is told so in-app and by email.`,
    }),
    blocked: (name: string) => ({
      title: 'Candidate blocked',
      description: `${name} can no longer apply to or save jobs, and is told your reason.`,
    }),
    unblocked: (name: string) => ({
      title: 'Candidate unblocked',
      description: `${name} can apply to jobs again, and is told so.`,
    }),
  },
  content: {
    published: (title: string) => ({
      title: 'Published',
      description: `"${title}" is now on the site.`,
    }),
    draft: (title: string) => ({
      title: 'Unpublished',
      description: `"${title}" is back in drafts and hidden from visitors.`,
    }),
  },
  roleChanged: (name: string, role: string) => ({
    title: 'Role changed',
    description: `${name} is now ${role}.`,
  }),
  secondFactorReset: (name: string) => ({
    title: 'Second factor reset',
    description: `${name} is signed out everywhere and sets up a new authenticator at their next sign-in.`,
  }),
  jobPostedFor: (company: string) => ({
    title: 'Job posted',
    description: `The job is live on ${company}'s behalf.`,
  }),
} as const;
