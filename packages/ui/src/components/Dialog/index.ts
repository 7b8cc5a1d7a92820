export {
  Dialog,
  DialogTrigger,
  DialogContent,
  DialogClose,
  DialogFooter,
  dialogSizes,
} from './Dialog';
export type {
  DialogProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogCloseProps,
  DialogFooterProps,
  DialogSize,
} from './Dialog';
