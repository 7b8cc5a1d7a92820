import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockConversation,
  conversationAttachmentUrl,
  getConversation,
  getUnreadMessageCount,
  listConversationReports,
  listConversations,
  listOlderMessages,
  markConversationRead,
  reportConversation,
  reviewConversationReport,
  sendMessage,
  unblockConversation,
  type GlobalHireClient,
  type Result,
} from '../src';
import { conversationFixtures, defaultHandlers } from '../src/mocks';
import { startBackend, type Backend } from './backend';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

// Every conversation call answers the same shape from the mocks as from supabase-local, and
// every call the pages make has a mock (unhandled requests fail).

let backend: Backend;
let employer: GlobalHireClient;
let candidate: GlobalHireClient;
let admin: GlobalHireClient;
let applicationId: number;
let conversationId: string;
let attachmentPath: string;
const mockServer = startMockServer(defaultHandlers);
const mockId = conversationFixtures.conversationId;
const file = () => new File(['%PDF-1.4\nGuide\n%%EOF'], 'guide.pdf', { type: 'application/pdf' });

beforeAll(async () => {
  backend = await startBackend();
  ({ client: employer } = await backend.as('employer'));
  ({ client: candidate } = await backend.as('candidate'));
  ({ client: admin } = await backend.as('admin'));
  // the demo candidate's application to Maple Tech's Senior Software Engineer (seeded thread)
  applicationId = 1;
  const sent = await sendMessage(employer, {
    applicationId,
    body: 'Our guide.',
    attachment: file(),
  });
  conversationId = sent.data!.conversationId;
  attachmentPath = sent.data!.attachment!.path;
});
afterAll(() => backend?.stop());

async function compare<T>(real: Result<T>, mocked: () => Promise<Result<T>>): Promise<void> {
  expect(real.error).toBeNull();
  mockServer.listen({ onUnhandledRequest: 'error' });
  try {
    const answer = await mocked();
    expect(answer.error).toBeNull();
    expect(shapeDifferences(shapeOf(real.data), shapeOf(answer.data))).toEqual([]);
  } finally {
    mockServer.close();
  }
}

describe('conversation mocks answer as supabase-local does', () => {
  it('getConversation, listConversations, listOlderMessages and getUnreadMessageCount', async () => {
    await compare(await getConversation(candidate, applicationId), () =>
      getConversation(mockClient(), 41),
    );
    await compare(await listConversations(candidate), () => listConversations(mockClient()));
    const latest = (await getConversation(candidate, applicationId)).data!;
    await compare(
      await listOlderMessages(candidate, conversationId, latest.messages.at(-1)!.id),
      () => listOlderMessages(mockClient(), mockId, 301),
    );
    await compare(await getUnreadMessageCount(candidate), () =>
      getUnreadMessageCount(mockClient()),
    );
  });

  it('sendMessage with an attachment, and the attachment link', async () => {
    await compare(
      await sendMessage(candidate, { applicationId, body: 'With my notes.', attachment: file() }),
      () =>
        sendMessage(mockClient(), {
          applicationId: 41,
          body: 'With my notes.',
          attachment: file(),
        }),
    );
    await compare(await conversationAttachmentUrl(candidate, attachmentPath), () =>
      conversationAttachmentUrl(
        mockClient(),
        `${mockId}/0f1e2d3c-4b5a-4968-8776-655443322110-guide.pdf`,
      ),
    );
  });

  it('markConversationRead, blockConversation and unblockConversation', async () => {
    await compare(await markConversationRead(candidate, conversationId), () =>
      markConversationRead(mockClient(), mockId),
    );
    await compare(await blockConversation(candidate, conversationId), () =>
      blockConversation(mockClient(), mockId),
    );
    await compare(await unblockConversation(candidate, conversationId), () =>
      unblockConversation(mockClient(), mockId),
    );
  });

  it('reportConversation, listConversationReports and reviewConversationReport', async () => {
    const reported = await reportConversation(candidate, { conversationId, reason: 'Spam.' });
    await compare(reported, () =>
      reportConversation(mockClient(), { conversationId: mockId, reason: 'Spam.' }),
    );
    await compare(await listConversationReports(admin, { status: 'open' }), () =>
      listConversationReports(mockClient(), { status: 'open' }),
    );
    await compare(
      await reviewConversationReport(admin, {
        reportId: reported.data!,
        decision: 'actioned',
        note: 'Warned.',
      }),
      () =>
        reviewConversationReport(mockClient(), {
          reportId: 12,
          decision: 'actioned',
          note: 'Warned.',
        }),
    );
  });
});
