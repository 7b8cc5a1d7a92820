import { messages } from '../../content/messages';

/**
 * Notices of the applicant panel beyond spec §8 (whose strings live in content/messages.ts): the
 * spec shows none of these screens, so the words are ours, plain and specific.
 */
export const applicantMessages = {
  profileUpdated: {
    title: messages.profileUpdated.title,
    description: 'Your profile has been updated successfully.',
  },
  cvUploaded: { title: 'CV uploaded', description: 'Your profile now has your new CV.' },
  cvRemoved: {
    title: 'CV removed',
    description:
      'Your profile no longer has a CV. CVs already sent with applications stay with them.',
  },
  jobUnsaved: (title: string) => ({ title: 'Removed from saved jobs', description: title }),
  applicationWithdrawn: (title: string) => ({
    title: 'Application withdrawn',
    description: `You withdrew your application for ${title}.`,
  }),
  documentAttached: (name: string) => ({
    title: 'Document uploaded',
    description: `${name}: our team will check it and tell you when it is accepted.`,
  }),
  visaRequested: {
    title: 'Request sent',
    description: 'Our visa team will contact you about next steps.',
  },
  actionFailed: 'Something went wrong',
  jobNoLongerListed: 'This job is no longer listed',
} as const;
