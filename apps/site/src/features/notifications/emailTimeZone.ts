import { canonicalTimeZone, localTimeZone } from '@globalhire/data';

/**
 * The zone the preferences form shows for emails: the one saved, else the browser's (what the
 * site records for the person anyway, and what Save then keeps).
 */
export function emailTimeZone(saved: string | null, browser: string = localTimeZone()): string {
  return saved ? canonicalTimeZone(saved) : browser;
}
