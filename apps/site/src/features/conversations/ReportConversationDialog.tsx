import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Stack,
  Textarea,
  toast,
} from '@globalhire/ui';
import { useReportConversation } from './conversationQueries';
import { conversationMessages as m, reasonMaxLength } from './conversationMessages';

export interface ReportConversationDialogProps {
  conversationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks why, then sends the report to the admins; stays open with the reason when it fails. */
export function ReportConversationDialog({
  conversationId,
  open,
  onOpenChange,
}: ReportConversationDialogProps) {
  const report = useReportConversation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const close = (next: boolean) => {
    if (report.isPending) return;
    onOpenChange(next);
    if (!next) {
      setReason('');
      setMissing(false);
      report.reset();
    }
  };

  const submit = () => {
    const text = reason.trim();
    if (!text) return setMissing(true);
    report.mutate(
      { conversationId, reason: text },
      {
        onSuccess: () => {
          toast({ ...m.reported, tone: 'positive' });
          close(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={m.reportTitle} description={m.reportDescription} size="small">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack space="large">
            <Textarea
              label={m.reportReason}
              hint={m.reportHint}
              required
              maxLength={reasonMaxLength}
              rows={4}
              value={reason}
              error={missing ? m.reportReasonMissing : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
            {report.isError ? (
              <Alert tone="critical" title={m.actionFailed}>
                {report.error.message}
              </Alert>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost" tone="neutral" disabled={report.isPending}>
                  {m.cancel}
                </Button>
              </DialogClose>
              <Button
                type="submit"
                tone="critical"
                loading={report.isPending}
                loadingLabel={m.reportSending}
              >
                {m.reportSend}
              </Button>
            </DialogFooter>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
