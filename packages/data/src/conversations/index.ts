// Conversations per application: between the candidate and the employer; admins moderate.
export type * from './types';
export {
  conversationPageSize,
  listConversations,
  getConversation,
  listOlderMessages,
  getUnreadMessageCount,
  listConversationReports,
  conversationAttachmentUrl,
} from './queries';
export {
  sendMessage,
  markConversationRead,
  blockConversation,
  unblockConversation,
  reportConversation,
  reviewConversationReport,
} from './mutations';
export type { ReviewedConversationReport } from './mutations';
export {
  messageAttachmentRules,
  messageRefusals,
  maxMessageLength,
  maxAttachmentsPerDay,
  attachmentRefusal,
  messageBodyRefusal,
  attachmentPath,
} from './attachments';
export { subscribeToConversation, conversationPresenceTopic } from './live';
export type { MessageRow, MessagePageRow, SummaryRow, DetailRow, ReportRow } from './rows';
