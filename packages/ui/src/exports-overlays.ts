// Public exports: overlays. Explicit 'export { X }' / 'export type { XProps }' pairs only.
export {
  Dialog,
  DialogTrigger,
  DialogContent,
  DialogClose,
  DialogFooter,
  dialogSizes,
} from './components/Dialog';
export type {
  DialogProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogCloseProps,
  DialogFooterProps,
  DialogSize,
} from './components/Dialog';
export {
  Accordion,
  AccordionItem,
  accordionTypes,
  accordionHeadingLevels,
} from './components/Accordion';
export type {
  AccordionProps,
  AccordionItemProps,
  AccordionType,
  AccordionHeadingLevel,
} from './components/Accordion';
export {
  Toaster,
  toast,
  dismissToast,
  clearToasts,
  TOAST_DURATION_MS,
  toastTones,
} from './components/Toaster';
export type { ToasterProps, ToastOptions, ToastTone, ToastHandle } from './components/Toaster';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs';
export type {
  TabsProps,
  TabsListProps,
  TabsTriggerProps,
  TabsContentProps,
} from './components/Tabs';
