/** The words of saving jobs (the spec has the Saved Jobs page, not the toggle's words). */
export const saveCopy = {
  save: 'Save',
  saved: 'Saved',
  saveJob: 'Save job',
  savedJob: 'Saved',
  notSaved: 'The job was not saved.',
  notRemoved: 'The job was not removed from your saved jobs.',
  savedAfterLogin: {
    title: 'Job saved',
    description: 'It is waiting for you in Saved Jobs.',
  },
  reasons: {
    employer: 'Employer accounts cannot save jobs. Sign in with a candidate account to save jobs.',
    admin: 'Admin accounts cannot save jobs. Sign in with a candidate account to save jobs.',
  },
};
