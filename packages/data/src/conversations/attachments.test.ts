import { describe, expect, it } from 'vitest';
import {
  attachmentContentType,
  attachmentPath,
  attachmentRefusal,
  messageBodyRefusal,
  messageRefusals,
} from './attachments';

// The object name the bucket's upload policy accepts (20261205110004_conversation_attachments).
const policyName =
  // eslint-disable-next-line no-control-regex -- the policy refuses control characters
  /^[0-9a-f-]{36}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[^/\x01-\x1f\x7f]{1,200}$/;
const conversation = '5c0e1a00-0000-4000-8000-000000000041';

describe('attachment paths', () => {
  it('put the file under the conversation with a unique prefix, as the bucket requires', () => {
    const path = attachmentPath(
      conversation,
      'Offer letter (signed).pdf',
      '0f1e2d3c-4b5a-4968-8776-655443322110',
    );
    expect(path).toBe(
      `${conversation}/0f1e2d3c-4b5a-4968-8776-655443322110-Offer-letter-signed-.pdf`,
    );
    expect(path).toMatch(policyName);
  });

  it('never leave the conversation s folder, whatever the name', () => {
    for (const name of [
      '../../other/cv.pdf',
      '/etc/passwd',
      'a\nb.pdf',
      '',
      '....',
      'x'.repeat(400) + '.pdf',
    ]) {
      expect(attachmentPath(conversation, name)).toMatch(policyName);
    }
  });
});

describe('what the composer refuses before uploading', () => {
  it('files of another type, or over 10 MB', () => {
    expect(attachmentRefusal({ name: 'notes.txt', type: 'text/plain', size: 10 })).toMatchObject({
      message: messageRefusals.wrongType,
      status: 415,
    });
    expect(
      attachmentRefusal({ name: 'scan.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }),
    ).toMatchObject({
      message: messageRefusals.tooLarge,
      status: 413,
    });
    expect(
      attachmentRefusal({ name: 'scan.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 }),
    ).toBeNull();
    expect(attachmentRefusal({ name: 'Photo.JPG', type: '', size: 100 })).toBeNull();
    expect(attachmentContentType({ name: 'cv.docx', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('an empty message, or one over 4,000 characters', () => {
    expect(messageBodyRefusal('   ')).toMatchObject({
      message: messageRefusals.body,
      hint: 'body',
    });
    expect(messageBodyRefusal('a'.repeat(4001))).not.toBeNull();
    expect(messageBodyRefusal(` ${'a'.repeat(4000)} `)).toBeNull();
  });
});
