import type { ReactNode } from 'react';

/** How long a toast stays before it closes itself (product spec §9). */
export const TOAST_DURATION_MS = 5000;

export const toastTones = ['default', 'positive', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  tone?: ToastTone;
}

export interface ToastRecord {
  id: number;
  title: string;
  description?: ReactNode;
  tone: ToastTone;
  open: boolean;
}

export interface ToastHandle {
  id: number;
  dismiss: () => void;
}

type Listener = () => void;

// One slot: the product shows one toast at a time and a new one replaces the old.
let current: ToastRecord | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: ToastRecord | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any toast on screen. Callable from anywhere, inside React or not. */
export function toast({ title, description, tone = 'default' }: ToastOptions): ToastHandle {
  const id = nextId++;
  publish({ id, title, description, tone, open: true });
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast with this id (or whichever is showing); a newer toast is left alone. */
export function dismissToast(id?: number): void {
  if (!current || !current.open) return;
  if (id !== undefined && current.id !== id) return;
  publish({ ...current, open: false });
}

/** Removes every toast at once, without a closing animation (tests and story set-up). */
export function clearToasts(): void {
  publish(null);
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getCurrentToast(): ToastRecord | null {
  return current;
}
