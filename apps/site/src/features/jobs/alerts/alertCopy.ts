import type { JobAlertFrequency } from '@globalhire/data';

/** The words of job alerts (saved searches emailed to candidates). */
export const alertCopy = {
  create: 'Create job alert',
  dialogTitle: 'Create a job alert',
  dialogDescription:
    'We email you the new jobs that match these filters when they go live. Every email has a one-click unsubscribe link.',
  formLabel: 'Job alert',
  name: 'Alert name',
  nameHint: 'So you recognise it in your emails and in Job Alerts.',
  frequency: 'How often',
  filters: 'Filters',
  filtersHint: 'The filters set on the jobs page now.',
  /** The search has a date posted, which an alert does not keep (it sends new jobs anyway). */
  postedWithinNotKept: (period: string) =>
    `Date posted (${period}) is not kept: the alert emails every new job that matches the other filters.`,
  cancel: 'Cancel',
  submit: 'Save alert',
  submitting: 'Saving...',
  failedTitle: 'Your alert was not saved.',
  created: (name: string, frequency: JobAlertFrequency) => ({
    title: 'Job alert saved',
    description:
      frequency === 'instant'
        ? `“${name}”: we will email you as soon as a matching job goes live.`
        : `“${name}”: we will email you a ${frequency} digest of new matching jobs.`,
  }),
  manage: 'Manage job alerts',
};
