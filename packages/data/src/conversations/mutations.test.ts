import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSupabaseClient } from '../client';
import { conversationHandlers } from '../mocks/conversation-handlers';
import { MOCK_ANON_KEY, MOCK_SUPABASE_URL, storageUrl } from '../mocks/wire';
import { messageRefusals } from './attachments';
import { sendMessage } from './mutations';

// sendMessage's steps around an attachment, with Storage's refusals in the composer's words.

const requests: string[] = [];
const server = setupServer(
  conversationHandlers.openConversation(),
  conversationHandlers.sendMessage(),
  conversationHandlers.removeMessageAttachment(),
);
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});

const client = () =>
  createSupabaseClient(
    { url: MOCK_SUPABASE_URL, anonKey: MOCK_ANON_KEY },
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    },
  );
const pdf = () => new File(['%PDF-1.4\n%%EOF'], 'Guide.pdf', { type: 'application/pdf' });
const storageRefusal = (statusCode: string) =>
  http.post(`${storageUrl('object')}/conversation-attachments/*`, () =>
    HttpResponse.json({ statusCode, error: 'refused', message: 'refused' }, { status: 400 }),
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('sendMessage', () => {
  it('starts the conversation, uploads the file under it, then sends the message with it', async () => {
    server.use(conversationHandlers.uploadMessageAttachment());
    const sent = await sendMessage(client(), {
      applicationId: 41,
      body: 'The guide',
      attachment: pdf(),
    });
    expect(sent.error).toBeNull();
    expect(sent.data!.attachment!.name).toBe('Guide.pdf');
    expect(requests.map((r) => r.replace(/object\/.*$/, 'object/…'))).toEqual([
      'POST /rest/v1/rpc/open_conversation',
      'POST /storage/v1/object/…',
      'POST /rest/v1/rpc/send_conversation_message',
    ]);
  });

  it('refuses an empty message or a file of another type without a request', async () => {
    expect((await sendMessage(client(), { applicationId: 41, body: '  ' })).error?.message).toBe(
      messageRefusals.body,
    );
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const refused = await sendMessage(client(), {
      applicationId: 41,
      body: 'Hi',
      attachment: text,
    });
    expect(refused.error?.message).toBe(messageRefusals.wrongType);
    expect(requests).toEqual([]);
  });

  it('says why Storage refused the file', async () => {
    for (const [code, message] of [
      ['413', messageRefusals.tooLarge],
      ['415', messageRefusals.wrongType],
      ['403', messageRefusals.tooMany],
    ] as const) {
      server.use(storageRefusal(code));
      const refused = await sendMessage(client(), {
        applicationId: 41,
        body: 'Hi',
        attachment: pdf(),
      });
      expect(refused.error?.message).toBe(message);
    }
  });

  it('removes the uploaded file when the message is refused', async () => {
    server.use(
      conversationHandlers.uploadMessageAttachment(),
      http.post(`${MOCK_SUPABASE_URL}/rest/v1/rpc/send_conversation_message`, () =>
        HttpResponse.json(
          {
            code: 'PT429',
            message: 'You are sending messages too quickly.',
            hint: 'message_rate_limited',
            details: null,
          },
          { status: 429 },
        ),
      ),
    );
    const refused = await sendMessage(client(), {
      applicationId: 41,
      body: 'Hi',
      attachment: pdf(),
    });
    expect(refused.error).toMatchObject({ status: 429, hint: 'message_rate_limited' });
    expect(requests.at(-1)).toBe('DELETE /storage/v1/object/conversation-attachments');
  });
});
