import { calendarDay } from '../private/messageTimes';

/** What grouping needs of a message. */
export interface GroupableMessage {
  fromMe: boolean;
  senderName: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface ThreadEntry<M> {
  message: M;
  /** First of a run from one sender: it shows the name and time. */
  startsRun: boolean;
  /** The "Seen" mark goes under this one. */
  seen: boolean;
}

export interface ThreadDay<M> {
  /** 'YYYY-MM-DD' in the reader's time zone. */
  key: string;
  date: Date;
  entries: ThreadEntry<M>[];
}

/** Messages from one sender closer together than this read as one run under one name. */
export const RUN_GAP_MS = 5 * 60_000;

/**
 * The index of my latest message the other party has read (`seenUpTo`), or -1. Once they have
 * written after it, their reply says they saw it, so no mark is shown.
 */
export function seenIndex(messages: readonly GroupableMessage[], seenUpTo?: string | null): number {
  if (!seenUpTo) return -1;
  const readAt = Date.parse(seenUpTo);
  if (Number.isNaN(readAt)) return -1;
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i] as GroupableMessage;
    if (!message.fromMe) return -1;
    if (Date.parse(message.createdAt) <= readAt) return i;
  }
  return -1;
}

/** Messages (oldest first) grouped by calendar day, each marked where a sender's run starts. */
export function groupThread<M extends GroupableMessage>(
  messages: readonly M[],
  { timeZone, seenUpTo }: { timeZone?: string; seenUpTo?: string | null },
): ThreadDay<M>[] {
  const seen = seenIndex(messages, seenUpTo);
  const days: ThreadDay<M>[] = [];
  let previous: M | undefined;
  messages.forEach((message, index) => {
    const date = new Date(message.createdAt);
    const key = calendarDay(date, timeZone);
    let day = days.at(-1);
    if (!day || day.key !== key) {
      day = { key, date, entries: [] };
      days.push(day);
      previous = undefined;
    }
    const startsRun =
      !previous ||
      previous.fromMe !== message.fromMe ||
      previous.senderName !== message.senderName ||
      date.getTime() - Date.parse(previous.createdAt) > RUN_GAP_MS;
    day.entries.push({ message, startsRun, seen: index === seen });
    previous = message;
  });
  return days;
}
