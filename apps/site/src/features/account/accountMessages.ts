/** Notices of the account settings every role shares (the spec shows none; the words are ours). */
export const accountMessages = {
  passwordChanged: {
    title: 'Password changed',
    description: 'Use your new password the next time you log in.',
  },
  emailChangeRequested: (email: string) => ({
    title: 'Check your inbox',
    description: `We sent a confirmation link to ${email}. Your email changes once you open it; until then, keep using the current one.`,
  }),
  dataDownloaded: (fileName: string, missing: number) => ({
    title: 'Your data is downloading',
    description:
      missing > 0
        ? `${fileName}: ${missing === 1 ? 'one file was' : `${missing} files were`} removed while it was being made, and the archive lists ${missing === 1 ? 'it' : 'them'} as not found.`
        : `${fileName} holds your data as JSON and your files.`,
  }),
  accountDeleted: {
    title: 'Account deleted',
    description: 'Your account and your data have been removed.',
  },
} as const;
