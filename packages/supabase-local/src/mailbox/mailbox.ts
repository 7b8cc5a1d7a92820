import type { Database, Transaction } from '../db/database.js';

export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** What sent it: 'signup', 'recovery', 'email_change', 'notification', … */
  kind: string;
  from: string | null;
  replyTo: string | null;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  createdAt: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind?: string;
  from?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface SendResult {
  message: MailMessage;
  /** False when a message with the same idempotency key was already stored (nothing new sent). */
  created: boolean;
}

interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  from_address: string | null;
  reply_to: string | null;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  created_at: string;
}

function toMessage(row: MailRow): MailMessage {
  return {
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    kind: row.kind,
    from: row.from_address,
    replyTo: row.reply_to,
    headers: row.headers ?? {},
    attachments: row.attachments ?? [],
    createdAt: row.created_at,
  };
}

const columns = `id, to_address, subject, text_body, html_body, kind, from_address, reply_to,
  headers, attachments,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

function values(mail: OutgoingMail): unknown[] {
  return [
    mail.to,
    mail.subject,
    mail.text,
    mail.html ?? null,
    mail.kind ?? 'notification',
    mail.from ?? null,
    mail.replyTo ?? null,
    JSON.stringify(mail.headers ?? {}),
    JSON.stringify(mail.attachments ?? []),
  ];
}

/**
 * Every email the server sends lands here (in the database, in a schema no API role can reach),
 * like the Supabase CLI's Inbucket: people and end-to-end tests read it to follow links.
 */
export class Mailbox {
  constructor(private readonly db: Database) {}

  /** Stores a message; pass `via` to send it inside an open transaction (it is then rolled back with it). */
  async send(mail: OutgoingMail, via: Database | Transaction = this.db): Promise<MailMessage> {
    const { rows } = await via.query<MailRow>(
      `insert into supabase_local.mailbox_messages
         (to_address, subject, text_body, html_body, kind, from_address, reply_to, headers, attachments)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${columns}`,
      [...values(mail)],
    );
    return toMessage(rows[0] as MailRow);
  }

  /** Messages newest first, optionally only those to one address (case-insensitive). */
  async list(filter: { to?: string; limit?: number } = {}): Promise<MailMessage[]> {
    const limit = Math.min(Math.max(filter.limit ?? 100, 1), 500);
    const { rows } = filter.to
      ? await this.db.query<MailRow>(
          `select ${columns} from supabase_local.mailbox_messages
           where lower(to_address) = lower($1) order by id desc limit $2`,
          [filter.to, limit],
        )
      : await this.db.query<MailRow>(
          `select ${columns} from supabase_local.mailbox_messages order by id desc limit $1`,
          [limit],
        );
    return rows.map(toMessage);
  }

  async get(id: number): Promise<MailMessage | null> {
    const { rows } = await this.db.query<MailRow>(
      `select ${columns} from supabase_local.mailbox_messages where id = $1`,
      [id],
    );
    return rows[0] ? toMessage(rows[0]) : null;
  }

  /**
   * Stores a message once per `idempotencyKey`: a retry with the same key returns the message
   * stored the first time instead of storing a second one.
   */
  async sendOnce(mail: OutgoingMail, idempotencyKey: string): Promise<SendResult> {
    const { rows } = await this.db.query<MailRow>(
      `insert into supabase_local.mailbox_messages
         (to_address, subject, text_body, html_body, kind, from_address, reply_to, headers, attachments,
          idempotency_key)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (idempotency_key) where idempotency_key is not null do nothing
       returning ${columns}`,
      [...values(mail), idempotencyKey],
    );
    if (rows[0]) return { message: toMessage(rows[0]), created: true };
    const existing = await this.db.query<MailRow>(
      `select ${columns} from supabase_local.mailbox_messages where idempotency_key = $1`,
      [idempotencyKey],
    );
    return { message: toMessage(existing.rows[0] as MailRow), created: false };
  }

  async clear(): Promise<void> {
    await this.db.query('delete from supabase_local.mailbox_messages');
  }
}
