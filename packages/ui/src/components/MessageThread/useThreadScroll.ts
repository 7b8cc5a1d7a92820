import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** Closer to the bottom than this counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 96;

interface Snapshot {
  firstId: unknown;
  lastId: unknown;
  /** Distance from the bottom before the change. */
  fromBottom: number;
}

/**
 * Where a thread's scroller stays as messages change: at the newest message first; with the same
 * message in view when earlier ones are added above; following new messages while the reader is at
 * the bottom (or wrote the message), but not while they have scrolled up to read older ones.
 * Returns the scroller's onScroll handler.
 */
export function useThreadScroll(
  scrollerRef: RefObject<HTMLElement | null>,
  messages: readonly { id: unknown; fromMe: boolean }[],
) {
  const snapshot = useRef<Snapshot | null>(null);
  const first = messages[0];
  const last = messages.at(-1);

  const remember = useCallback(() => {
    const el = scrollerRef.current;
    if (!el || !snapshot.current) return;
    snapshot.current.fromBottom = el.scrollHeight - el.scrollTop - el.clientHeight;
  }, [scrollerRef]);

  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const before = snapshot.current;
    const toBottom = () => {
      el.scrollTop = el.scrollHeight;
    };
    if (!before) toBottom();
    else if (before.lastId === last?.id && before.firstId !== first?.id) {
      // Earlier messages above: keep the reader's place.
      el.scrollTop = el.scrollHeight - el.clientHeight - before.fromBottom;
    } else if (before.lastId !== last?.id && (last?.fromMe || before.fromBottom < NEAR_BOTTOM_PX)) {
      toBottom();
    }
    snapshot.current = {
      firstId: first?.id,
      lastId: last?.id,
      fromBottom: el.scrollHeight - el.scrollTop - el.clientHeight,
    };
  }, [scrollerRef, first?.id, last?.id, last?.fromMe]);

  return remember;
}
