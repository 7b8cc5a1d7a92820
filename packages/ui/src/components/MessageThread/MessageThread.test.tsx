import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkThemeClass, lightThemeClass } from '../../theme/themes.css';
import { darkColors, lightColors } from '../../theme/tokens';
import { renderThemed } from '../private/renderThemed';
import { MessageThread, type MessageThreadMessage } from './MessageThread';
import { groupThread, seenIndex } from './groupThread';

const now = new Date('2026-03-10T15:00:00Z');
const timeZone = 'Europe/London';

const mine = (id: number, createdAt: string, body: string): MessageThreadMessage => ({
  id,
  senderName: 'Northwind Health',
  fromMe: true,
  body,
  createdAt,
});
const theirs = (id: number, createdAt: string, body: string): MessageThreadMessage => ({
  id,
  senderName: 'Amara Okafor',
  fromMe: false,
  body,
  createdAt,
});

const thread = [
  theirs(1, '2026-03-05T09:00:00Z', 'Hello, is the role still open?'),
  mine(2, '2026-03-09T10:00:00Z', 'Yes, it is.'),
  mine(3, '2026-03-09T10:01:00Z', 'Could you do a call on Thursday?'),
  theirs(4, '2026-03-10T08:30:00Z', 'Thursday works.'),
  mine(5, '2026-03-10T09:00:00Z', 'Great, I will send an invite.'),
];

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('groupThread', () => {
  it('starts a day at each calendar day in the reader’s time zone, and a run at each new sender', () => {
    const days = groupThread(thread, { timeZone });
    expect(days.map((day) => day.key)).toEqual(['2026-03-05', '2026-03-09', '2026-03-10']);
    expect(days[1]?.entries.map((entry) => entry.startsRun)).toEqual([true, false]);
    // 23:30 in London on 9 March is still 9 March; in Tokyo it is the 10th.
    const late = [theirs(9, '2026-03-09T23:30:00Z', 'Late')];
    expect(groupThread(late, { timeZone })[0]?.key).toBe('2026-03-09');
    expect(groupThread(late, { timeZone: 'Asia/Tokyo' })[0]?.key).toBe('2026-03-10');
  });

  it('marks my latest read message as seen, and none once they have written after it', () => {
    expect(seenIndex(thread, '2026-03-10T09:05:00Z')).toBe(4);
    expect(seenIndex(thread, '2026-03-10T08:59:00Z')).toBe(-1);
    expect(seenIndex(thread.slice(0, 3), '2026-03-09T10:00:30Z')).toBe(1);
    expect(seenIndex(thread, null)).toBe(-1);
  });
});

describe('MessageThread', () => {
  it('groups messages by day under a date, with sender and time', async () => {
    await renderThemed(
      <MessageThread
        label="Messages with Amara Okafor"
        messages={thread}
        timeZone={timeZone}
        now={now}
      />,
    );
    const region = page.getByRole('region', { name: 'Messages with Amara Okafor' });
    await expect.element(region).toBeVisible();
    const separators = [...region.element().querySelectorAll('[data-slot="message-day"] > p')];
    expect(separators.map((p) => p.textContent)).toEqual([
      'Thursday 5 March',
      'Yesterday',
      'Today',
    ]);
    await expect.element(page.getByText('Thursday works.')).toBeVisible();
    // The second message of a run is still attributed for screen readers.
    await expect.element(page.getByText('Northwind Health, 10:01')).toBeInTheDocument();
  });

  it('puts my messages at the end of the line in the brand colour, theirs at the start', async () => {
    await renderThemed(
      <div style={{ width: 600 }}>
        <MessageThread label="Thread" messages={thread} timeZone={timeZone} now={now} />
      </div>,
    );
    const bubbleOf = (text: string) => page.getByText(text).element().parentElement as HTMLElement;
    const region = page.getByRole('region').element().getBoundingClientRect();
    const myBubble = bubbleOf('Yes, it is.').getBoundingClientRect();
    const theirBubble = bubbleOf('Thursday works.').getBoundingClientRect();
    expect(region.right - myBubble.right).toBeLessThan(myBubble.left - region.left);
    expect(theirBubble.left - region.left).toBeLessThan(region.right - theirBubble.right);
    expect(getComputedStyle(bubbleOf('Yes, it is.')).backgroundColor).toBe(
      rgb(lightColors.tone.brand.solid),
    );
  });

  it('mirrors right to left, and takes the dark theme’s colours', async () => {
    await render(
      <div dir="rtl" className={darkThemeClass} style={{ width: 600 }}>
        <MessageThread label="Thread" messages={thread} timeZone={timeZone} now={now} />
      </div>,
    );
    const bubble = page.getByText('Yes, it is.').element().parentElement as HTMLElement;
    const region = page.getByRole('region').element().getBoundingClientRect();
    const mineBox = bubble.getBoundingClientRect();
    expect(mineBox.left - region.left).toBeLessThan(region.right - mineBox.right);
    expect(getComputedStyle(bubble).backgroundColor).toBe(rgb(darkColors.tone.brand.solid));
  });

  it('says "Seen" under my latest message the other party has read', async () => {
    await renderThemed(
      <MessageThread
        label="Thread"
        messages={thread}
        seenUpTo="2026-03-10T09:01:00Z"
        timeZone={timeZone}
        now={now}
      />,
    );
    const seen = page.getByText('Seen', { exact: true });
    await expect.element(seen).toBeVisible();
    expect(seen.element().closest('li')?.textContent).toContain('Great, I will send an invite.');
  });

  it('shows an attachment as a link with its name and size', async () => {
    await renderThemed(
      <MessageThread
        label="Thread"
        messages={[
          {
            ...theirs(1, '2026-03-10T08:00:00Z', ''),
            attachment: { name: 'passport.pdf', size: 250_880, href: 'https://files.example/p' },
          },
        ]}
        timeZone={timeZone}
        now={now}
      />,
    );
    const link = page.getByRole('link', { name: /passport\.pdf/ });
    await expect.element(link).toHaveAttribute('href', 'https://files.example/p');
    await expect
      .element(link)
      .toHaveAccessibleName('Attachment: passport.pdf 245 KB (opens in a new tab)');
  });

  it('loads earlier messages on request', async () => {
    const onLoadOlder = vi.fn();
    await renderThemed(
      <MessageThread label="Thread" messages={thread} hasOlder onLoadOlder={onLoadOlder} />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Load earlier messages' }));
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  });

  it('announces a new message from the other party, not the first ones, mine or earlier ones', async () => {
    const props = { label: 'Thread', timeZone, now };
    const screen = await renderThemed(<MessageThread {...props} messages={thread.slice(1)} />);
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('');
    // Earlier messages loaded above: nothing new to hear.
    await screen.rerender(<MessageThread {...props} messages={thread} />);
    await expect.element(status).toHaveTextContent('');
    // My own message: I know what I wrote.
    const mineToo = [...thread, mine(6, '2026-03-10T14:00:00Z', 'See you then.')];
    await screen.rerender(<MessageThread {...props} messages={mineToo} />);
    await expect.element(status).toHaveTextContent('');
    const incoming = [...mineToo, theirs(7, '2026-03-10T14:30:00Z', 'Thank you!')];
    await screen.rerender(<MessageThread {...props} messages={incoming} />);
    await expect.element(status).toHaveTextContent('New message from Amara Okafor: Thank you!');
    expect(status.element().closest('[aria-live="off"]')).toBeNull();
  });

  it('keeps the newest message in view, and the reader’s place when earlier ones load', async () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      theirs(
        100 + i,
        new Date(Date.parse('2026-03-10T08:00:00Z') + i * 60_000).toISOString(),
        `Line ${i}`,
      ),
    );
    const props = { label: 'Thread', timeZone, now, style: { maxBlockSize: '300px' } };
    const screen = await renderThemed(<MessageThread {...props} messages={many.slice(20)} />);
    const scroller = page.getByRole('region').element();
    const atBottom = () => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 2;
    expect(atBottom()).toBe(true);
    const anchor = page.getByText('Line 20').element();
    const top = anchor.getBoundingClientRect().top;
    await screen.rerender(<MessageThread {...props} messages={many} />);
    expect(Math.abs(anchor.getBoundingClientRect().top - top)).toBeLessThan(2);
  });

  it('says there are no messages yet', async () => {
    await renderThemed(
      <div className={lightThemeClass}>
        <MessageThread
          label="Thread"
          messages={[]}
          labels={{ emptyTitle: 'No messages yet', emptyDescription: 'Say hello.' }}
        />
      </div>,
    );
    await expect.element(page.getByText('No messages yet')).toBeVisible();
    await expect.element(page.getByText('Say hello.')).toBeVisible();
  });
});
