import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { MessageComposer, type MessageComposerDraft } from './MessageComposer';

const accept = ['.pdf', '.png'];
const pdf = (name = 'offer.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const textbox = () => page.getByRole('textbox', { name: 'Message' });
const fileInput = () =>
  document.querySelector('[data-slot="message-composer-file-input"]') as HTMLInputElement;

/** A screen that sends through `send` and shows its failure as the composer's error. */
function Screen({ send }: { send: (draft: MessageComposerDraft) => Promise<void> }) {
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  return (
    <MessageComposer
      label="Message"
      accept={accept}
      maxFileSizeBytes={10_000}
      sending={sending}
      error={error}
      onSend={async (draft) => {
        setSending(true);
        setError(undefined);
        try {
          await send(draft);
        } catch (cause) {
          setError((cause as Error).message);
          throw cause;
        } finally {
          setSending(false);
        }
      }}
    />
  );
}

describe('MessageComposer', () => {
  it('sends with Enter and empties; Shift+Enter starts a new line', async () => {
    const send = vi.fn(async () => {});
    await render(<Screen send={send} />);
    await userEvent.type(textbox(), 'Hello{Shift>}{Enter}{/Shift}there');
    await expect.element(textbox()).toHaveValue('Hello\nthere');
    expect(send).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith({ body: 'Hello\nthere', file: null });
    await expect.element(textbox()).toHaveValue('');
  });

  it('keeps the text and the file when sending fails, and shows why next to the field', async () => {
    const send = vi.fn(async () => {
      throw new Error('The message could not be sent.');
    });
    await render(<Screen send={send} />);
    await userEvent.upload(fileInput(), pdf());
    await userEvent.type(textbox(), 'Signed offer attached');
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ body: 'Signed offer attached', file: expect.any(File) });
    await expect.element(textbox()).toHaveAccessibleDescription(/The message could not be sent\./);
    await expect.element(textbox()).toHaveValue('Signed offer attached');
    await expect.element(page.getByText('offer.pdf')).toBeVisible();
  });

  it('cannot send again while sending', async () => {
    const onSend = vi.fn();
    await render(<MessageComposer label="Message" sending onSend={onSend} />);
    await expect.element(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await userEvent.type(textbox(), 'More{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows the chosen file with its size; removing it gives focus back to the attach button', async () => {
    await render(<MessageComposer label="Message" accept={accept} onSend={() => {}} />);
    await userEvent.upload(fileInput(), pdf('cv.pdf', 3072));
    await expect.element(page.getByText('cv.pdf')).toBeVisible();
    await expect.element(page.getByText('3 KB')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Remove cv.pdf' }));
    await expect.element(page.getByText('cv.pdf')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Attach a file' })).toHaveFocus();
  });

  it('refuses a file of the wrong type or too large, and says why', async () => {
    await render(
      <MessageComposer label="Message" accept={accept} maxFileSizeBytes={1024} onSend={() => {}} />,
    );
    await userEvent.upload(fileInput(), pdf('big.pdf', 4096));
    await expect
      .element(textbox())
      .toHaveAccessibleDescription(/The file is too large\. The maximum size is 1 KB\./);
    await expect.element(page.getByText('big.pdf')).not.toBeInTheDocument();
  });

  it('asks for words or a file before sending nothing', async () => {
    const onSend = vi.fn();
    await render(<MessageComposer label="Message" onSend={onSend} />);
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    await expect
      .element(textbox())
      .toHaveAccessibleDescription(/Write a message or attach a file\./);
  });

  it('asks for words with a file when every message needs them', async () => {
    const onSend = vi.fn();
    await render(
      <MessageComposer
        label="Message"
        accept={accept}
        requireText
        labels={{ empty: 'Write a message.' }}
        onSend={onSend}
      />,
    );
    await userEvent.upload(fileInput(), pdf());
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    await expect.element(textbox()).toHaveAccessibleDescription(/Write a message\./);
    await expect.element(page.getByText('offer.pdf')).toBeVisible();
  });

  it('counts characters near the limit and refuses a message over it', async () => {
    const onSend = vi.fn();
    await render(<MessageComposer label="Message" maxLength={50} onSend={onSend} />);
    // The count appears in the last tenth: from 45 of 50.
    await userEvent.fill(textbox(), 'x'.repeat(44));
    expect(document.querySelector('[data-slot="message-composer-count"]')).toBeNull();
    await userEvent.fill(textbox(), 'x'.repeat(46));
    await expect
      .element(page.getByText('4 characters left', { exact: true }).first())
      .toBeInTheDocument();
    await userEvent.fill(textbox(), 'x'.repeat(52));
    const count = document.querySelector('[data-slot="message-composer-count"]');
    expect(count?.textContent).toBe('2 characters too many');
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    // Screen readers hear the count once typing pauses.
    await expect
      .element(page.getByRole('status'), { timeout: 3000 })
      .toHaveTextContent('2 characters too many');
  });
});
