import type { ConversationListLabels, MessageComposerLabels } from '@globalhire/ui';

/** The words of the messages pages, in one place. */
export const conversationMessages = {
  title: 'Messages',
  candidateIntro: 'Conversations with employers about your applications.',
  employerIntro: 'Conversations with candidates about their applications.',
  listLabel: 'Conversations',
  allMessages: 'All messages',
  chooseTitle: 'Choose a conversation',
  chooseDescription: 'Pick a conversation from the list to read it and reply.',
  candidateEmptyList:
    'When an employer writes to you about an application, the conversation appears here. You can also write to an employer from Applications & Status.',
  employerEmptyList:
    'Write to a candidate from Applications Received; conversations appear here once the first message is sent.',
  emptyThread: (otherParty: string) =>
    `Write the first message to ${otherParty} about this application.`,
  threadLabel: (otherParty: string) => `Messages with ${otherParty}`,
  composerLabel: 'Message',
  online: 'Online now',
  loadFailed: 'This conversation could not be loaded.',
  listFailed: 'Your conversations could not be loaded.',
  olderFailed: 'Earlier messages could not be loaded.',
  blockedByMeTitle: 'You blocked this conversation.',
  blockedByMeText: 'Neither of you can send messages in it until you unblock it.',
  blockedByOtherTitle: 'You can no longer send messages in this conversation.',
  block: 'Block',
  unblock: 'Unblock',
  unblocking: 'Unblocking...',
  blockTitle: 'Block this conversation?',
  blockDescription: (otherParty: string) =>
    `Neither you nor ${otherParty} can send messages in it until you unblock it. The messages so far stay.`,
  blockConfirm: 'Block conversation',
  blocking: 'Blocking...',
  blocked: { title: 'Conversation blocked' },
  unblocked: { title: 'Conversation unblocked' },
  actionFailed: 'That did not work.',
  report: 'Report conversation',
  reportTitle: 'Report this conversation',
  reportDescription:
    'Tell us what is wrong. An admin reads the conversation and your reason, and decides what to do.',
  reportReason: 'Reason',
  reportHint: 'Up to 1,000 characters.',
  reportReasonMissing: 'Say why you are reporting this conversation.',
  reportSend: 'Send report',
  reportSending: 'Sending...',
  reported: {
    title: 'Report sent',
    description: 'Thank you. An admin will review this conversation.',
  },
  cancel: 'Cancel',
} as const;

/** What the composer says, beyond its defaults: a message always needs words. */
export const composerLabels: Partial<MessageComposerLabels> = {
  empty: 'Write a message.',
};

export const conversationListLabels: Partial<ConversationListLabels> = {
  emptyTitle: 'No messages yet',
};

/** The files a message can carry (the bucket takes the same types, up to 10 MB). */
export const attachmentTypes = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.webp'];
export const attachmentMaxBytes = 10 * 1024 * 1024;
export const reasonMaxLength = 1000;
