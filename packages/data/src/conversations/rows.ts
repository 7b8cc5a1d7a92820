import type {
  ConversationDetail,
  ConversationMessage,
  ConversationMessagePage,
  ConversationReport,
  ConversationRole,
  ConversationSummary,
  ConversationReportStatus,
} from './types';

// The JSON the conversation functions of the database return (snake_case), and its mapping to
// the types the pages use. The mocks answer with these shapes too.

export interface MessageRow {
  id: number;
  conversation_id: string;
  sender_id: string;
  sender_name: string;
  from_me: boolean;
  body: string;
  attachment: { path: string; name: string; size: number; content_type: string } | null;
  created_at: string;
}

export interface MessagePageRow {
  messages: MessageRow[];
  has_older: boolean;
}

export interface SummaryRow {
  id: string;
  application_id: number;
  job_id: number;
  job_title: string;
  other_party_name: string;
  last_message: { body: string; created_at: string; from_me: boolean } | null;
  unread_count: number;
  blocked: boolean;
}

export interface DetailRow extends MessagePageRow {
  id: string | null;
  application_id: number;
  job_id: number;
  job_title: string;
  candidate_id: string;
  candidate_name: string;
  employer_id: string;
  company_name: string;
  my_role: ConversationRole;
  blocked_by_me: boolean;
  blocked_by_other: boolean;
  other_last_read_at: string | null;
}

export interface ReportRow {
  id: number;
  conversation_id: string;
  application_id: number;
  job_title: string;
  reporter_name: string;
  reason: string;
  created_at: string;
  status: ConversationReportStatus;
  review_note: string | null;
  reviewed_at: string | null;
}

export const toMessage = (row: MessageRow): ConversationMessage => ({
  id: row.id,
  conversationId: row.conversation_id,
  senderId: row.sender_id,
  senderName: row.sender_name,
  fromMe: row.from_me,
  body: row.body,
  attachment: row.attachment
    ? {
        path: row.attachment.path,
        name: row.attachment.name,
        size: row.attachment.size,
        contentType: row.attachment.content_type,
      }
    : null,
  createdAt: row.created_at,
});

export const toMessagePage = (row: MessagePageRow): ConversationMessagePage => ({
  messages: row.messages.map(toMessage),
  hasOlder: row.has_older,
});

export const toSummary = (row: SummaryRow): ConversationSummary => ({
  id: row.id,
  applicationId: row.application_id,
  jobId: row.job_id,
  jobTitle: row.job_title,
  otherPartyName: row.other_party_name,
  lastMessage: row.last_message
    ? {
        body: row.last_message.body,
        createdAt: row.last_message.created_at,
        fromMe: row.last_message.from_me,
      }
    : null,
  unreadCount: row.unread_count,
  blocked: row.blocked,
});

export const toDetail = (row: DetailRow): ConversationDetail => ({
  id: row.id,
  applicationId: row.application_id,
  jobId: row.job_id,
  jobTitle: row.job_title,
  candidateId: row.candidate_id,
  candidateName: row.candidate_name,
  employerId: row.employer_id,
  companyName: row.company_name,
  myRole: row.my_role,
  blockedByMe: row.blocked_by_me,
  blockedByOther: row.blocked_by_other,
  otherLastReadAt: row.other_last_read_at,
  ...toMessagePage(row),
});

export const toReport = (row: ReportRow): ConversationReport => ({
  id: row.id,
  conversationId: row.conversation_id,
  applicationId: row.application_id,
  jobTitle: row.job_title,
  reporterName: row.reporter_name,
  reason: row.reason,
  createdAt: row.created_at,
  status: row.status,
  reviewedAt: row.reviewed_at,
  reviewNote: row.review_note,
});
