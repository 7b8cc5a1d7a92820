import { Dialog, DialogContent, Spinner } from '@globalhire/ui';
import type { OfferInput } from '@globalhire/data';
import { OfferForm, offerFormValues } from './OfferForm';
import { useEmployerOfferActions, useOfferDefaults } from './offerQueries';

export interface OfferTarget {
  applicationId: number;
  jobId: number;
  candidate: string;
  jobTitle: string;
}

/** "Make offer": the form in a dialog; the letter, the offer and the Offer status are saved together. */
export function OfferFormDialog({
  target,
  onClose,
}: {
  target: OfferTarget | null;
  onClose: () => void;
}) {
  const { make } = useEmployerOfferActions();
  const defaults = useOfferDefaults(target?.jobId ?? null);
  const close = () => {
    make.reset();
    onClose();
  };
  const save = (input: OfferInput) => {
    if (!target) return;
    make.mutate(
      { applicationId: target.applicationId, candidate: target.candidate, input },
      { onSuccess: close },
    );
  };
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (!open && !make.isPending ? close() : undefined)}
    >
      {target ? (
        <DialogContent
          size="medium"
          title={`Make an offer to ${target.candidate}`}
          description={`For ${target.jobTitle}. The application moves to Offer when the offer is sent, and ${target.candidate} can accept or decline it.`}
        >
          {defaults.isPending ? (
            <Spinner label="Loading the job's terms" />
          ) : (
            <OfferForm
              initialValues={offerFormValues(defaults.data)}
              pending={make.isPending}
              serverError={
                make.error ? { message: make.error.message, hint: make.error.hint } : null
              }
              onSubmit={save}
              onCancel={close}
            />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
