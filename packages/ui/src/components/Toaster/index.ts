export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { toast, dismissToast, clearToasts, TOAST_DURATION_MS, toastTones } from './toast';
export type { ToastOptions, ToastTone, ToastHandle } from './toast';
