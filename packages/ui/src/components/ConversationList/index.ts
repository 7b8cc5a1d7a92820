export { ConversationList, englishConversationListLabels } from './ConversationList';
export type {
  ConversationListProps,
  ConversationListItem,
  ConversationListLabels,
} from './ConversationList';
