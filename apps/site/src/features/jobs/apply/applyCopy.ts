import { formatNumber } from '@globalhire/data';

/** The words of applying from a job page (the spec names only 'Apply Now'). */
export const applyCopy = {
  applyNow: 'Apply Now',
  applied: 'Applied',
  dialogTitle: (title: string) => `Apply for ${title}`,
  dialogDescription: (company: string) => `Your application goes straight to ${company}.`,
  formLabel: 'Job application',
  coverLetter: 'Cover letter (optional)',
  coverLetterHint: (length: number) =>
    `Tell the employer why you are a good fit. ${formatNumber(length)} / 5,000 characters.`,
  cv: 'CV (optional)',
  cvHint: 'Attach your CV so the employer can review your experience.',
  cvHintWithProfileCv: 'Leave this empty to send the CV saved in your profile.',
  cvLimits: 'PDF or Word document, up to 5 MB',
  cvWrongType: 'This file type is not accepted. Please choose a PDF or Word document.',
  uploadProgress: 'CV upload progress',
  cancel: 'Cancel',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  failedTitle: 'Your application was not sent.',
  sent: (title: string, company: string) => ({
    title: 'Application sent',
    description: `Your application for ${title} at ${company} has been sent. Follow its progress in your dashboard.`,
  }),
  checking: 'Checking your application…',
  appliedOn: (date: string) => `You applied on ${date}.`,
  trackApplication: 'Track your application',
  signInToApply: 'Sign in as a candidate to apply.',
  reasons: {
    employer: 'Employer accounts cannot apply to jobs. Sign in with a candidate account to apply.',
    admin: 'Admin accounts cannot apply to jobs. Sign in with a candidate account to apply.',
    noProfile: 'Complete your profile before applying.',
    notLive: 'Applications are closed for this job.',
    blocked:
      'Your account is blocked, so you cannot apply to jobs. If you think this is a mistake, contact GlobalHire support through the contact page.',
    pendingApproval:
      'Your profile is waiting for approval by the GlobalHire team. You can apply to jobs once it is approved.',
  },
};
