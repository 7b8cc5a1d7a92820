/** Conversations per application: one thread between the candidate and the employer of the job. */

export type ConversationRole = 'candidate' | 'employer' | 'admin';

export interface MessageAttachment {
  /** Object path in the private `conversation-attachments` bucket: `<conversation id>/<uuid>-<file name>`. */
  path: string;
  name: string;
  size: number;
  contentType: string;
}

export interface ConversationMessage {
  id: number;
  conversationId: string;
  senderId: string;
  senderName: string;
  fromMe: boolean;
  body: string;
  attachment: MessageAttachment | null;
  createdAt: string;
}

export interface ConversationSummary {
  id: string;
  applicationId: number;
  jobId: number;
  jobTitle: string;
  /** The company name for the candidate, the candidate's name for the employer. */
  otherPartyName: string;
  lastMessage: { body: string; createdAt: string; fromMe: boolean } | null;
  unreadCount: number;
  blocked: boolean;
}

export interface ConversationDetail {
  /** Null until the first message is sent. */
  id: string | null;
  applicationId: number;
  jobId: number;
  jobTitle: string;
  candidateId: string;
  candidateName: string;
  employerId: string;
  companyName: string;
  myRole: ConversationRole;
  blockedByMe: boolean;
  blockedByOther: boolean;
  /** Read receipts: messages of mine sent up to this time are "Seen". */
  otherLastReadAt: string | null;
  /** Oldest first, the latest page. */
  messages: ConversationMessage[];
  hasOlder: boolean;
}

export type ConversationReportStatus = 'open' | 'dismissed' | 'actioned';

export interface ConversationReport {
  id: number;
  conversationId: string;
  applicationId: number;
  jobTitle: string;
  reporterName: string;
  reason: string;
  createdAt: string;
  status: ConversationReportStatus;
  reviewedAt: string | null;
  /** The reviewing admin's note (admins only read reports). */
  reviewNote: string | null;
}

/** A page of older messages, oldest first. */
export interface ConversationMessagePage {
  messages: ConversationMessage[];
  hasOlder: boolean;
}

export interface SendMessageInput {
  applicationId: number;
  body: string;
  attachment?: File;
}

export interface ReportConversationInput {
  conversationId: string;
  reason: string;
}

export interface ReviewConversationReportInput {
  reportId: number;
  decision: 'dismissed' | 'actioned';
  note: string;
}

/** A read mark as it arrives live: `userId` read the conversation up to `lastReadAt`. */
export interface ConversationReadMark {
  conversationId: string;
  userId: string;
  lastReadAt: string;
}

/** Who takes part, so live messages carry their sender's name (the detail page has it). */
export type ConversationParticipants = Pick<
  ConversationDetail,
  'candidateId' | 'candidateName' | 'employerId' | 'companyName'
>;

export interface ConversationLiveHandlers {
  onMessage?: (message: ConversationMessage) => void;
  onRead?: (mark: ConversationReadMark) => void;
  onPresence?: (onlineUserIds: string[]) => void;
  /** The channel is subscribed again after a drop: refetch what may have been missed. */
  onResubscribed?: () => void;
}
