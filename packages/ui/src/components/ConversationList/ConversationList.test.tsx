import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightThemeClass } from '../../theme/themes.css';
import { renderThemed } from '../private/renderThemed';
import { ConversationList, type ConversationListItem } from './ConversationList';

const now = new Date('2026-03-10T15:00:00Z');
const items: ConversationListItem[] = [
  {
    id: 'a',
    href: '/employer/messages/11',
    otherPartyName: 'Amara Okafor',
    jobTitle: 'Registered Nurse',
    lastMessage: { body: 'Thursday works.', createdAt: '2026-03-10T08:30:00Z', fromMe: false },
    unreadCount: 2,
  },
  {
    id: 'b',
    href: '/employer/messages/12',
    otherPartyName: 'Luis Moreno',
    jobTitle: 'Site Engineer',
    lastMessage: {
      body: 'I will send it tomorrow.',
      createdAt: '2026-02-01T10:00:00Z',
      fromMe: true,
    },
    unreadCount: 0,
    blocked: true,
  },
];

describe('ConversationList', () => {
  it('names each row by who, when, which job, the last message and the unread count', async () => {
    await renderThemed(
      <ConversationList
        label="Conversations"
        items={items}
        activeId="b"
        timeZone="UTC"
        now={now}
      />,
    );
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect.element(list).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: /^Amara Okafor/ }))
      .toHaveAccessibleName(
        'Amara Okafor , 8:30 , Registered Nurse , Thursday works. , 2 unread messages',
      );
    const blocked = page.getByRole('link', { name: /^Luis Moreno/ });
    await expect
      .element(blocked)
      .toHaveAccessibleName(/1 Feb , Site Engineer , You: I will send it tomorrow\. , Blocked$/);
    await expect.element(blocked).toHaveAttribute('aria-current', 'page');
    await expect.element(blocked).toHaveAttribute('href', '/employer/messages/12');
  });

  it('puts the time at the end of the line, mirrored right to left', async () => {
    await render(
      <div dir="rtl" className={lightThemeClass} style={{ width: 480 }}>
        <ConversationList
          label="Conversations"
          items={items.slice(0, 1)}
          timeZone="UTC"
          now={now}
        />
      </div>,
    );
    const row = page.getByRole('link').element().getBoundingClientRect();
    const time = page.getByText('8:30').element().getBoundingClientRect();
    expect(time.left - row.left).toBeLessThan(row.right - time.right);
  });

  it('says when there is nothing yet, and while it loads', async () => {
    const screen = await renderThemed(
      <ConversationList
        label="Conversations"
        items={[]}
        labels={{ emptyTitle: 'No messages yet' }}
      />,
    );
    await expect.element(page.getByText('No messages yet')).toBeVisible();
    await screen.rerender(<ConversationList label="Conversations" items={[]} loading />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading conversations');
  });
});
