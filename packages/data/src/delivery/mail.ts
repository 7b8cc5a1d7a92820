/** One claimed outbox row, as `claim_email_outbox` returns it. */
export interface OutboxRow {
  id: number;
  to_address: string;
  kind: string;
  /** The facts the hand-off queued; null for a row queued as composed text (`subject`, `body`). */
  facts: Record<string, unknown> | null;
  subject: string | null;
  body: string | null;
  link: string | null;
  attempts: number;
}

export interface DeliveryAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** An email ready for a transport: rendered HTML and plain text, links absolute, headers set. */
export interface DeliveryMail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The email kind (`application_received`…), for the transport's tags or the mailbox. */
  kind: string;
  /** Message-ID always; List-Unsubscribe and List-Unsubscribe-Post on emails one can turn off. */
  headers: Record<string, string>;
  attachments: DeliveryAttachment[];
}

/** Turns an outbox row into an email (the templates live in @globalhire/emails). */
export type RenderOutboxEmail = (row: OutboxRow) => Promise<DeliveryMail>;

/** The idempotency key of an outbox row: the same row always names the same message. */
export function idempotencyKey(row: Pick<OutboxRow, 'id'>): string {
  return `globalhire-outbox-${row.id}`;
}
