import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { TOAST_DURATION_MS, clearToasts, dismissToast, toast } from './toast';
import { Toaster } from './Toaster';

const shownToasts = () => [...document.querySelectorAll('[data-slot="toast"][data-state="open"]')];

describe('toast()', () => {
  beforeEach(() => {
    clearToasts();
    // Only the timers Radix uses for the close countdown; React and the test runner keep real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    act(() => clearToasts());
  });

  it('closes a toast exactly TOAST_DURATION_MS (5000 ms) after it opens', async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    await render(<Toaster />);
    act(() => {
      toast({
        title: 'Welcome back!',
        description: 'You have successfully logged in.',
        tone: 'positive',
      });
    });
    await expect.element(page.getByRole('listitem')).toHaveTextContent('Welcome back!');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shownToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shownToasts()).toHaveLength(0);
  });

  it('replaces the toast on screen, and the new one gets its own full duration', async () => {
    await render(<Toaster />);
    act(() => {
      toast({ title: 'Signed out' });
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      toast({
        title: 'Login failed',
        description: 'Invalid login credentials',
        tone: 'critical',
      });
    });
    await expect.element(page.getByRole('listitem')).toHaveTextContent('Login failed');
    expect(shownToasts()).toHaveLength(1);
    expect(document.body.textContent).not.toContain('Signed out');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shownToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shownToasts()).toHaveLength(0);
  });

  it('shows a toast raised before the Toaster mounted', async () => {
    toast({ title: 'Profile Updated' });
    await render(<Toaster />);
    await expect.element(page.getByRole('listitem')).toHaveTextContent('Profile Updated');
  });

  it('dismisses by handle, and an old handle leaves a newer toast alone', async () => {
    await render(<Toaster />);
    let first = { dismiss: () => {} };
    act(() => {
      first = toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    act(() => first.dismiss());
    await expect.element(page.getByRole('listitem')).toHaveTextContent('Second');
    expect(shownToasts()).toHaveLength(1);
    act(() => dismissToast());
    expect(shownToasts()).toHaveLength(0);
  });

  it('marks the tone, and a critical toast interrupts while others wait', async () => {
    await render(<Toaster closeLabel="Close notification" />);
    act(() => {
      toast({ title: 'Session Error', tone: 'critical' });
    });
    const item = page.getByRole('listitem');
    await expect.element(item).toHaveAttribute('data-tone', 'critical');
    await expect
      .element(page.getByRole('button', { name: 'Close notification' }))
      .toBeInTheDocument();
    // Radix announces the toast through a live region whose politeness follows the type.
    expect(document.querySelector('[role="status"][aria-live="assertive"]')).not.toBeNull();

    act(() => {
      toast({ title: 'Signed out' });
    });
    await expect.element(item).toHaveAttribute('data-tone', 'default');
    expect(document.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
  });

  it('stays open with an infinite duration', async () => {
    await render(<Toaster duration={Infinity} />);
    act(() => {
      toast({ title: 'Profile Updated' });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(shownToasts()).toHaveLength(1);
  });

  describe('swiping away', () => {
    afterEach(() => document.documentElement.removeAttribute('dir'));

    /** A mouse drag across the toast from its middle, `dx` pixels (negative: to the left). */
    const drag = (element: Element, dx: number) => {
      const box = element.getBoundingClientRect();
      const y = box.top + box.height / 2;
      const at = (type: string, x: number) =>
        element.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            button: 0,
            pointerId: 1,
            pointerType: 'mouse',
            clientX: x,
            clientY: y,
          }),
        );
      const start = box.left + box.width / 2;
      act(() => {
        at('pointerdown', start);
        at('pointermove', start + Math.sign(dx) * 10);
        at('pointermove', start + dx);
        at('pointerup', start + dx);
      });
    };

    it('swipes toward the right edge left to right', async () => {
      await render(<Toaster duration={Infinity} />);
      act(() => {
        toast({ title: 'Job saved' });
      });
      const [shown] = shownToasts();
      expect(shown?.getAttribute('data-swipe-direction')).toBe('right');
      drag(shown!, -120);
      expect(shownToasts()).toHaveLength(1);
      drag(shown!, 120);
      await expect.poll(() => shownToasts()).toHaveLength(0);
    });

    it('swipes toward the left edge, the inline end, right to left', async () => {
      await render(
        <div dir="rtl">
          <Toaster duration={Infinity} />
        </div>,
      );
      act(() => {
        toast({ title: 'Job saved' });
      });
      const [shown] = shownToasts();
      await expect.poll(() => shown?.getAttribute('data-swipe-direction')).toBe('left');
      drag(shown!, 120);
      expect(shownToasts()).toHaveLength(1);
      drag(shown!, -120);
      await expect.poll(() => shownToasts()).toHaveLength(0);
    });

    it('turns with the document when its direction changes', async () => {
      await render(<Toaster duration={Infinity} />);
      act(() => {
        toast({ title: 'Job saved' });
      });
      const [shown] = shownToasts();
      expect(shown?.getAttribute('data-swipe-direction')).toBe('right');
      document.documentElement.dir = 'rtl';
      await expect.poll(() => shown?.getAttribute('data-swipe-direction')).toBe('left');
    });
  });
});
