import type { ContactMessageState } from '@globalhire/data';

export const messageStateLabels: Record<ContactMessageState, string> = {
  unhandled: 'New',
  handled: 'Handled',
};

/** Notices of the inbox (they say what happened, plainly). */
export const inboxMessages = {
  handled: (subject: string) => ({
    title: 'Marked as handled',
    description: `"${subject}" moved down among the handled messages.`,
  }),
  unhandled: (subject: string) => ({
    title: 'Marked as new',
    description: `"${subject}" is back among the messages waiting for an answer.`,
  }),
  replied: (email: string) => ({
    title: 'Reply sent',
    description: `Your reply is on its way to ${email}; the message is marked as handled.`,
  }),
} as const;
