import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MessageComposer, type MessageComposerDraft } from '@globalhire/ui';

const column: Decorator = (Story) => (
  <div style={{ maxWidth: '48rem' }}>
    <Story />
  </div>
);

const accept = ['.pdf', '.doc', '.docx', '.png', '.jpg'];

const meta = {
  title: 'Job board/MessageComposer',
  id: 'components-messagecomposer',
  component: MessageComposer,
  decorators: [column],
  args: {
    label: 'Message',
    accept,
    maxFileSizeBytes: 10 * 1024 * 1024,
    onSend: fn(),
  },
  argTypes: { accept: { control: false } },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Message' });

/** Enter sends and empties the field; Shift+Enter starts a new line. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = textbox(canvasElement);
    await userEvent.type(field, 'Thank you!{Shift>}{Enter}{/Shift}See you on Thursday.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({
      body: 'Thank you!\nSee you on Thursday.',
      file: null,
    });
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** A file chosen to go with the message, removable before sending. */
export const WithFile: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File([new Uint8Array(48_000)], 'signed-offer.pdf', { type: 'application/pdf' }),
    );
    await expect(within(canvasElement).getByText('signed-offer.pdf')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove signed-offer.pdf' }),
    ).toBeVisible();
  },
};

/** While sending, Send is busy and disabled. */
export const Sending: Story = { args: { sending: true } };

/** The send failed: the text stays and the reason shows under the field. */
export const SendFailed: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string>();
    return (
      <MessageComposer
        {...args}
        error={error}
        onSend={async (draft: MessageComposerDraft) => {
          args.onSend(draft);
          setError('The message could not be sent. Check your connection and try again.');
          throw new Error('offline');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const field = textbox(canvasElement);
    await userEvent.type(field, 'Here are my documents.{Enter}');
    await expect(field).toHaveValue('Here are my documents.');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('The message could not be sent.'),
    );
  },
};

/** Near the limit a count appears; over it, it turns red and Send refuses. */
export const NearTheLimit: Story = {
  args: { maxLength: 110 },
  play: async ({ canvasElement }) => {
    await userEvent.type(
      textbox(canvasElement),
      'I have attached my registration certificate and my English test result, and can start in May. Thanks!',
    );
    const count = canvasElement.querySelector('[data-slot="message-composer-count"]');
    await expect(count).toHaveTextContent('9 characters left');
  },
};

export const OverTheLimit: Story = {
  args: { maxLength: 40 },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(textbox(canvasElement), 'This message is a little longer than allowed.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Text only: no attach button when no file types are given. */
export const WithoutAttachments: Story = { args: { accept: undefined } };

export const Disabled: Story = { args: { disabled: true } };

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = {
  args: { error: 'The message could not be sent. Try again.' },
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const RightToLeft: Story = { globals: { direction: 'rtl' }, tags: ['!dev'] };

export const Playground: Story = {};
