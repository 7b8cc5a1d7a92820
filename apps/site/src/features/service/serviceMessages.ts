/** Notices of the managed service page, plain and specific. */
export const serviceMessages = {
  enrolled: {
    title: 'You are enrolled',
    description: 'Your recruiter will propose jobs for you. We apply only to the ones you approve.',
  },
  targetsSaved: {
    title: 'Targets saved',
    description: 'Your recruiter now looks for jobs that match them.',
  },
  approved: (title: string, company: string) => ({
    title: 'Application submitted',
    description: `GlobalHire applied for ${title} at ${company} on your behalf.`,
  }),
  declined: (title: string) => ({
    title: 'Proposal declined',
    description: `Your recruiter will not apply for ${title}.`,
  }),
  withdrawn: {
    title: 'Consent withdrawn',
    description:
      'No new proposals or applications follow. Applications already sent stay with the employers.',
  },
  ordered: (label: string) => ({
    title: 'Order received',
    description: `${label}: its invoice, or the rule that waives it, is listed on this page.`,
  }),
  pdfReady: (number: string) => ({
    title: 'Invoice downloaded',
    description: `Your browser saves it as ${number}.pdf.`,
  }),
  pdfFailed: 'The invoice could not be downloaded',
  actionFailed: 'That did not work',
} as const;
