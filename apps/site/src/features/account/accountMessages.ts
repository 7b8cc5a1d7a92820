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
  accountDeleted: {
    title: 'Account deleted',
    description: 'Your account and your data have been removed.',
  },
} as const;
