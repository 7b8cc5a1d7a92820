import { Button, Dialog, DialogClose, DialogContent, DialogFooter } from '@globalhire/ui';
import type { AdminFaq } from '@globalhire/data';

/** Asks before an FAQ is deleted for good. */
export function DeleteFaqDialog({
  faq,
  deleting,
  onConfirm,
  onClose,
}: {
  faq: AdminFaq | null;
  deleting: boolean;
  onConfirm: (faq: AdminFaq) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={faq !== null} onOpenChange={(open) => !open && onClose()}>
      {faq ? (
        <DialogContent
          size="small"
          title="Delete this FAQ?"
          description={`"${faq.question}" will be removed from the CMS and the FAQ page. This cannot be undone.`}
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost" tone="neutral" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              tone="critical"
              loading={deleting}
              loadingLabel="Deleting..."
              onClick={() => onConfirm(faq)}
            >
              Delete FAQ
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
