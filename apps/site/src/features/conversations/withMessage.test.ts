import { describe, expect, it } from 'vitest';
import type { ConversationDetail, ConversationMessage } from '@globalhire/data';
import { withMessage } from './conversationQueries';

const message = (id: number, conversationId = 'c-1'): ConversationMessage => ({
  id,
  conversationId,
  senderId: 'u-1',
  senderName: 'Maple Tech Solutions',
  fromMe: false,
  body: `Message ${id}`,
  attachment: null,
  createdAt: new Date(Date.UTC(2026, 2, 9, 10, id)).toISOString(),
});

const detail = (
  messages: ConversationMessage[],
  id: string | null = 'c-1',
): ConversationDetail => ({
  id,
  applicationId: 41,
  jobId: 1,
  jobTitle: 'Senior Software Engineer',
  candidateId: 'u-2',
  candidateName: 'Priya Sharma',
  employerId: 'u-1',
  companyName: 'Maple Tech Solutions',
  myRole: 'candidate',
  blockedByMe: false,
  blockedByOther: false,
  otherLastReadAt: null,
  messages,
  hasOlder: false,
});

describe('withMessage', () => {
  it('adds a message once, whether the send or its live copy comes first', () => {
    const sent = withMessage(detail([message(1)]), message(2));
    const echoed = withMessage(sent, message(2));
    expect(echoed.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(echoed).toBe(sent);
  });

  it('keeps the thread in order when a live message overtakes a slower answer', () => {
    const next = withMessage(detail([message(1), message(3)]), message(2));
    expect(next.messages.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('learns the conversation id from its first message', () => {
    expect(withMessage(detail([], null), message(1, 'c-9')).id).toBe('c-9');
  });
});
