import type { ComponentProps, ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { IconButton } from '../IconButton';
import { usePortalContainer } from '../Theme';
import { useUIMessages } from '../UIProvider';
import * as styles from './Dialog.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export type DialogProps = ComponentProps<typeof RadixDialog.Root>;

/** The dialog's state holder (open, defaultOpen, onOpenChange); renders nothing itself. */
export function Dialog(props: DialogProps) {
  return <RadixDialog.Root {...props} />;
}

export type DialogTriggerProps = ComponentProps<typeof RadixDialog.Trigger>;

/** Opens the dialog; use `asChild` to make a Button the trigger. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RadixDialog.Trigger data-slot="dialog-trigger" {...props} />;
}

export type DialogCloseProps = ComponentProps<typeof RadixDialog.Close>;

/** Closes the dialog; use `asChild` to make a Button (e.g. 'Cancel') close it. */
export function DialogClose(props: DialogCloseProps) {
  return <RadixDialog.Close data-slot="dialog-close" {...props} />;
}

export interface DialogContentProps extends Omit<
  ComponentProps<typeof RadixDialog.Content>,
  'title'
> {
  /** Rendered as the dialog's heading and its accessible name. */
  title: ReactNode;
  /** Rendered under the title and read as the dialog's description. */
  description?: ReactNode;
  size?: DialogSize;
  /** Accessible name of the close button in the corner. @default messages.close ('Close') */
  closeLabel?: string;
}

/**
 * The modal panel: overlay, focus trap, Escape and outside click to close, focus returned to
 * the trigger. The title names the dialog and the description describes it.
 */
export function DialogContent({
  title,
  description,
  size = 'medium',
  closeLabel: closeLabelProp,
  className,
  children,
  ...props
}: DialogContentProps) {
  const messages = useUIMessages();
  const closeLabel = closeLabelProp ?? messages.close;
  const hasDescription = description !== undefined && description !== null && description !== '';
  // Radix wires aria-describedby to the Description part; without one it must be cleared.
  const describedBy = hasDescription ? {} : { 'aria-describedby': undefined };
  // Inside a Theme the dialog renders into its element (its theme), else into <body>.
  const portalContainer = usePortalContainer();
  return (
    <RadixDialog.Portal container={portalContainer}>
      <RadixDialog.Overlay className={styles.overlay} data-slot="dialog-overlay" />
      <RadixDialog.Content
        data-slot="dialog-content"
        {...describedBy}
        {...props}
        className={clsx(styles.content({ size }), className)}
      >
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {hasDescription && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
        </div>
        {children !== undefined && <div className={styles.body}>{children}</div>}
        {/* Last in the DOM, so opening focuses the dialog's own first control rather than Close. */}
        <RadixDialog.Close asChild>
          <IconButton
            label={closeLabel}
            icon={<X aria-hidden="true" focusable="false" />}
            className={styles.close}
          />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export type DialogFooterProps = ComponentProps<'div'>;

/** The row of actions at the bottom of a dialog. */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return <div data-slot="dialog-footer" {...props} className={clsx(styles.footer, className)} />;
}
