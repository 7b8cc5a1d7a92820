export { MessageThread, englishMessageThreadLabels } from './MessageThread';
export type {
  MessageThreadProps,
  MessageThreadMessage,
  MessageThreadAttachment,
  MessageThreadLabels,
} from './MessageThread';
