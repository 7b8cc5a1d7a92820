import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink, ConversationList, type ConversationListItem } from '@globalhire/ui';

// The list is the side column of the messages page.
const sideColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '26rem' }}>
    <Story />
  </div>
);

const now = new Date('2026-03-10T15:00:00Z');

const conversations: ConversationListItem[] = [
  {
    id: 'c1',
    href: '#c1',
    otherPartyName: 'Amara Okafor',
    jobTitle: 'Registered Nurse – Intensive Care',
    lastMessage: {
      body: 'Thursday works for me. Anytime after 9:00 is fine.',
      createdAt: '2026-03-10T08:30:00Z',
      fromMe: false,
    },
    unreadCount: 2,
  },
  {
    id: 'c2',
    href: '#c2',
    otherPartyName: 'Luis Moreno',
    jobTitle: 'Site Engineer',
    lastMessage: {
      body: 'We will be in touch after the interviews.',
      createdAt: '2026-03-07T16:10:00Z',
      fromMe: true,
    },
    unreadCount: 0,
  },
  {
    id: 'c3',
    href: '#c3',
    otherPartyName: 'Priya Natarajan',
    jobTitle: 'Software Engineer',
    lastMessage: {
      body: 'Please stop contacting me.',
      createdAt: '2025-11-20T12:00:00Z',
      fromMe: false,
    },
    unreadCount: 0,
    blocked: true,
  },
];

const meta = {
  title: 'Job board/ConversationList',
  id: 'components-conversationlist',
  component: ConversationList,
  decorators: [sideColumn],
  args: { label: 'Conversations', items: conversations, timeZone: 'UTC', now },
  argTypes: { items: { control: false }, now: { control: false }, emptyAction: { control: false } },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread first in weight, my own last message prefixed, a blocked one marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Conversations' });
    await expect(within(list).getByRole('link', { name: /2 unread messages$/ })).toHaveAttribute(
      'href',
      '#c1',
    );
    await expect(within(list).getByText(/^You: We will be in touch/)).toBeVisible();
    await expect(within(list).getByText('Blocked')).toBeVisible();
  },
};

/** The open conversation is marked as the current page. */
export const WithActive: Story = { args: { activeId: 'c2' } };

export const NoMessageYet: Story = {
  args: {
    items: [
      {
        id: 'c4',
        href: '#c4',
        otherPartyName: 'Northwind Health',
        jobTitle: 'Registered Nurse',
        lastMessage: null,
        unreadCount: 0,
      },
    ],
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: {
    items: [],
    labels: {
      emptyTitle: 'No messages yet',
      emptyDescription: 'When an employer writes to you about an application, it appears here.',
    },
    emptyAction: (
      <ButtonLink href="#applications" size="small" variant="soft">
        Applications & Status
      </ButtonLink>
    ),
  },
};

export const LongContent: Story = {
  args: {
    items: [
      {
        ...conversations[0]!,
        otherPartyName: 'Northwind Health and Social Care International Recruitment Partnership',
        jobTitle:
          'Senior Registered Nurse – Intensive Care Unit, Night Shifts, Relocation Package Included',
        unreadCount: 240,
      },
    ],
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { args: { activeId: 'c2' }, globals: { theme: 'dark' }, tags: ['!dev'] };

export const RightToLeft: Story = {
  args: { activeId: 'c2' },
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

export const Playground: Story = {};
