import type { DataError } from '../result';

/** The attachment bucket's rules, mirrored from the bucket so the composer can explain them. */
export const messageAttachmentRules = {
  bucket: 'conversation-attachments',
  maxSizeBytes: 10 * 1024 * 1024,
  accept: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png',
    'image/webp',
  ],
  extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.webp'],
} as const;

/** Files one account may upload in 24 hours (the bucket's upload policy refuses more). */
export const maxAttachmentsPerDay = 20;

/** A message holds 1 to this many characters (the database refuses more). */
export const maxMessageLength = 4000;

/** What the composer says when a file or a message cannot be sent. */
export const messageRefusals = {
  wrongType:
    'This file cannot be attached. Choose a PDF, a Word document (DOC, DOCX) or an image (JPG, PNG, WebP).',
  tooLarge: 'The file is too large. The maximum size is 10 MB.',
  tooMany: 'You can attach up to 20 files a day. Please try again tomorrow.',
  body: 'Write a message of 1 to 4,000 characters.',
} as const;

const typeByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The file's type, or the one its extension names when the browser gave none. */
export function attachmentContentType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return typeByExtension[extension] ?? 'application/octet-stream';
}

/** Why the file cannot be attached, or null when it can (checked again by Storage). */
export function attachmentRefusal(file: Pick<File, 'name' | 'type' | 'size'>): DataError | null {
  if (!(messageAttachmentRules.accept as readonly string[]).includes(attachmentContentType(file)))
    return { message: messageRefusals.wrongType, code: null, status: 415 };
  if (file.size > messageAttachmentRules.maxSizeBytes)
    return { message: messageRefusals.tooLarge, code: null, status: 413 };
  return null;
}

/** Why the message text cannot be sent, or null when it can. */
export function messageBodyRefusal(body: string): DataError | null {
  const length = body.trim().length;
  return length === 0 || length > maxMessageLength
    ? { message: messageRefusals.body, code: '23514', status: 400, hint: 'body' }
    : null;
}

/**
 * `<conversation id>/<uuid>-<safe file name>`: the first folder is the conversation, as the
 * bucket's policies require; the uuid keeps every upload's name unique.
 */
export function attachmentPath(
  conversationId: string,
  fileName: string,
  id: string = crypto.randomUUID(),
): string {
  const safe = fileName
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-100);
  return `${conversationId}/${id}-${safe || 'attachment'}`;
}
