// Public exports: messaging. Explicit 'export { X }' / 'export type { XProps }' pairs only.
export { MessageThread, englishMessageThreadLabels } from './components/MessageThread';
export type {
  MessageThreadProps,
  MessageThreadMessage,
  MessageThreadAttachment,
  MessageThreadLabels,
} from './components/MessageThread';

export { MessageComposer, englishMessageComposerLabels } from './components/MessageComposer';
export type {
  MessageComposerProps,
  MessageComposerDraft,
  MessageComposerLabels,
} from './components/MessageComposer';

export { ConversationList, englishConversationListLabels } from './components/ConversationList';
export type {
  ConversationListProps,
  ConversationListItem,
  ConversationListLabels,
} from './components/ConversationList';

export { PresenceIndicator, presenceStates } from './components/PresenceIndicator';
export type { PresenceIndicatorProps, PresenceState } from './components/PresenceIndicator';
