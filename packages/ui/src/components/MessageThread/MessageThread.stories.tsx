import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, MessageThread, Stack, type MessageThreadMessage } from '@globalhire/ui';

// The thread fills a conversation page's main column.
const column: Decorator = (Story) => (
  <div style={{ maxWidth: '48rem' }}>
    <Story />
  </div>
);

// Days and times are pinned, so the screenshots never move with the clock.
const now = new Date('2026-03-10T15:00:00Z');

const employer = (id: number, createdAt: string, body: string): MessageThreadMessage => ({
  id,
  senderName: 'Northwind Health',
  fromMe: true,
  body,
  createdAt,
});
const candidate = (id: number, createdAt: string, body: string): MessageThreadMessage => ({
  id,
  senderName: 'Amara Okafor',
  fromMe: false,
  body,
  createdAt,
});

const conversation: MessageThreadMessage[] = [
  candidate(
    1,
    '2026-03-05T09:12:00Z',
    'Hello, thank you for shortlisting me. Is the role still open?',
  ),
  employer(2, '2026-03-09T10:00:00Z', 'Yes, it is. We would like to talk to you this week.'),
  employer(3, '2026-03-09T10:01:00Z', 'Could you do a video call on Thursday morning?'),
  candidate(4, '2026-03-10T08:30:00Z', 'Thursday works for me. Anytime after 9:00 is fine.'),
  {
    ...employer(5, '2026-03-10T09:00:00Z', 'Great. Here is the job description we talked about.'),
    attachment: { name: 'Registered Nurse – ICU.pdf', size: 182_400, href: '#job-description' },
  },
];

const meta = {
  title: 'Job board/MessageThread',
  id: 'components-messagethread',
  component: MessageThread,
  decorators: [column],
  args: {
    label: 'Messages with Amara Okafor',
    messages: conversation,
    seenUpTo: '2026-03-10T09:05:00Z',
    timeZone: 'UTC',
    now,
    onLoadOlder: fn(),
  },
  argTypes: { messages: { control: false }, now: { control: false } },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The employer's view: their messages at the end of the line, "Seen" under the one read. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const thread = within(canvasElement).getByRole('region', {
      name: 'Messages with Amara Okafor',
    });
    await expect(within(thread).getByText('Today')).toBeVisible();
    await expect(within(thread).getByText('Yesterday')).toBeVisible();
    await expect(within(thread).getByText('Seen')).toBeVisible();
    await expect(
      within(thread).getByRole('link', { name: /Registered Nurse – ICU\.pdf/ }),
    ).toHaveAttribute('href', '#job-description');
  },
};

/** Not read yet: no "Seen". */
export const Unread: Story = { args: { seenUpTo: null } };

/** A conversation no one has written in yet. */
export const Empty: Story = {
  args: {
    messages: [],
    labels: { emptyDescription: 'Write the first message about this application below.' },
  },
};

/** Older messages wait behind a button at the top. */
export const WithEarlierMessages: Story = {
  args: { hasOlder: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Load earlier messages' }),
    );
    await expect(args.onLoadOlder).toHaveBeenCalled();
  },
};

export const LoadingEarlierMessages: Story = { args: { hasOlder: true, loadingOlder: true } };

/** An attachment whose link is still being signed shows as a plain chip. */
export const AttachmentWithoutLink: Story = {
  args: {
    messages: [
      {
        ...candidate(1, '2026-03-10T08:30:00Z', ''),
        attachment: { name: 'passport-scan.jpg', size: 2_400_000 },
      },
    ],
  },
};

/** Long words, long lines and a long file name wrap inside the bubble. */
export const LongContent: Story = {
  args: {
    messages: [
      candidate(
        1,
        '2026-03-10T08:30:00Z',
        'I have attached my registration certificate from the Nursing and Midwifery Council, and my English test result.\n\nMy current contract ends on 30 April, so I could start from the middle of May. https://example.com/a-very-long-address-that-does-not-break-anywhere-on-its-own',
      ),
      {
        ...employer(2, '2026-03-10T09:00:00Z', 'Thank you, received.'),
        attachment: {
          name: 'nursing-and-midwifery-council-registration-certificate-amara-okafor-2026.pdf',
          size: 1_048_576,
          href: '#certificate',
        },
      },
    ],
  },
};

/** A new message from the other party is announced politely to screen readers. */
export const NewMessageArrives: Story = {
  render: function Render(args) {
    const [messages, setMessages] = useState(args.messages);
    return (
      <Stack space="medium">
        <MessageThread {...args} messages={messages} />
        <Button
          variant="outline"
          tone="neutral"
          onClick={() =>
            setMessages((current) => [
              ...current,
              candidate(99, '2026-03-10T14:55:00Z', 'Thank you, I have the file.'),
            ])
          }
        >
          Receive a message
        </Button>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'New message from Amara Okafor: Thank you, I have the file.',
    );
  },
  tags: ['!dev'],
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const RightToLeft: Story = { globals: { direction: 'rtl' }, tags: ['!dev'] };

export const Playground: Story = {};
