import { useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import {
  TOAST_DURATION_MS,
  dismissToast,
  getCurrentToast,
  subscribeToToasts,
  type ToastRecord,
} from './toast';
import { useUIMessages } from '../UIProvider';
import * as styles from './Toaster.css';

export interface ToasterProps {
  /** Milliseconds before a toast closes itself; `Infinity` keeps it open (static screenshots). */
  duration?: number;
  /**
   * Accessible name of the notifications region; `{hotkey}` is replaced by the focus shortcut.
   * @default messages.notificationsRegion ('Notifications ({hotkey})')
   */
  label?: string;
  /** Accessible name of each toast's close button. @default messages.close ('Close') */
  closeLabel?: string;
  className?: string;
}

/**
 * Renders the toast raised by `toast()`. Mount it once, near the root of the app. One toast
 * is shown at a time: a new one replaces the old and restarts the timer.
 */
export function Toaster({
  duration = TOAST_DURATION_MS,
  label: labelProp,
  closeLabel: closeLabelProp,
  className,
}: ToasterProps) {
  const messages = useUIMessages();
  const label = labelProp ?? messages.notificationsRegion;
  const closeLabel = closeLabelProp ?? messages.close;
  const current = useSyncExternalStore(subscribeToToasts, getCurrentToast, getCurrentToast);
  const viewport = useRef<HTMLOListElement>(null);
  const swipeDirection = useInlineEnd(viewport);
  return (
    <RadixToast.Provider duration={duration} swipeDirection={swipeDirection}>
      {/* A new key per toast remounts it, so the replacement gets its own full duration. */}
      {current && <ToastItem key={current.id} record={current} closeLabel={closeLabel} />}
      <RadixToast.Viewport
        ref={viewport}
        className={clsx(styles.viewport, className)}
        label={label}
        data-slot="toaster"
      />
    </RadixToast.Provider>
  );
}

/**
 * The physical side the inline end is on where `element` sits: 'right' left to right, 'left'
 * right to left (a `dir` on the document or an ancestor), so a toast swipes away toward the
 * edge it stands at. Read again whenever a `dir` attribute changes.
 */
function useInlineEnd(element: RefObject<HTMLElement | null>): 'left' | 'right' {
  const [end, setEnd] = useState<'left' | 'right'>('right');
  useLayoutEffect(() => {
    const read = () => {
      if (!element.current) return;
      setEnd(getComputedStyle(element.current).direction === 'rtl' ? 'left' : 'right');
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['dir'],
      subtree: true,
    });
    return () => observer.disconnect();
  }, [element]);
  return end;
}

function ToastItem({ record, closeLabel }: { record: ToastRecord; closeLabel: string }) {
  const ToneIcon =
    record.tone === 'positive' ? CircleCheck : record.tone === 'critical' ? CircleAlert : null;
  return (
    <RadixToast.Root
      open={record.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(record.id);
      }}
      // Errors interrupt (assertive); other notices wait their turn (polite).
      type={record.tone === 'critical' ? 'foreground' : 'background'}
      className={styles.toast({ tone: record.tone })}
      data-slot="toast"
      data-tone={record.tone}
    >
      {ToneIcon && <ToneIcon className={styles.icon} aria-hidden="true" focusable="false" />}
      <div className={styles.textBlock}>
        <RadixToast.Title className={styles.title}>{record.title}</RadixToast.Title>
        {record.description !== undefined &&
          record.description !== null &&
          record.description !== '' && (
            <RadixToast.Description className={styles.description}>
              {record.description}
            </RadixToast.Description>
          )}
      </div>
      <RadixToast.Close className={styles.close} aria-label={closeLabel} title={closeLabel}>
        <X className={styles.closeIcon} aria-hidden="true" focusable="false" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
