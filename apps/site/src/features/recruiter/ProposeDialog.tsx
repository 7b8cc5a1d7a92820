import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Select,
  Stack,
  Textarea,
  toast,
} from '@globalhire/ui';
import {
  fieldErrors,
  formatDate,
  proposalSchema,
  type JobSearchResult,
  type ProposalInput,
} from '@globalhire/data';
import type { DataQueryError } from '../../app/query';
import { noCvCopy } from './CvVersionsCard';
import { cvName, proposeErrorMessage } from './recruiterLabels';
import { useProposeJob } from './recruiterQueries';

export interface CvVersion {
  path: string;
  current: boolean;
  sentAt: string | null;
}

export interface ProposeDialogProps {
  candidateId: string;
  /** The candidate's first name, as the dialog's words use it. */
  name: string;
  /** The job being proposed; null when the dialog is closed. */
  job: JobSearchResult | null;
  cvVersions: readonly CvVersion[];
  onClose: () => void;
}

/** The CV choices: the current one at approval (the null path), then those sent before. */
export function cvOptions(name: string, versions: readonly CvVersion[]) {
  const current = versions.find((version) => version.current);
  return [
    {
      value: '',
      label: current
        ? `${name}’s current CV when approving (now ${cvName(current.path)})`
        : `The CV ${name} uploads before approving`,
    },
    ...versions
      .filter((version) => !version.current)
      .map((version) => ({
        value: version.path,
        label: version.sentAt
          ? `${cvName(version.path)}, sent on ${formatDate(version.sentAt)}`
          : cvName(version.path),
      })),
  ];
}

/** Puts a job to the candidate: why it fits, which CV goes with it and an optional cover letter. */
export function ProposeDialog({ candidateId, name, job, cvVersions, onClose }: ProposeDialogProps) {
  const propose = useProposeJob(candidateId);
  const [reason, setReason] = useState('');
  const [cvPath, setCvPath] = useState('');
  const [coverLetter, setCoverLetter] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const reset = () => {
    setReason('');
    setCvPath('');
    setCoverLetter('');
    setErrors({});
    setRefusal(null);
    propose.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!job) return;
    const input: ProposalInput = { jobId: job.id, reason, cvPath: cvPath || null, coverLetter };
    const parsed = proposalSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(null);
    propose.mutate(input, {
      onSuccess: () => {
        toast({
          title: 'Job proposed',
          description: `${name} is told about "${job.title}" and can approve or decline it.`,
          tone: 'positive',
        });
        reset();
        onClose();
      },
      onError: (error) => setRefusal(proposeErrorMessage(error as DataQueryError)),
    });
  };

  const company = job?.company?.company_name ?? 'Confidential employer';
  return (
    <Dialog
      open={job !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onClose();
        }
      }}
    >
      {job ? (
        <DialogContent
          size="large"
          title={`Propose "${job.title}"`}
          description={`${company}, ${job.location}. ${name} approves or declines it; nothing goes to the employer before ${name} approves.`}
        >
          <form onSubmit={submit} noValidate aria-label={`Propose ${job.title}`}>
            <Stack space="large">
              {refusal ? (
                <Alert tone="critical" title="The job could not be proposed.">
                  {refusal}
                </Alert>
              ) : null}
              <Textarea
                label="Why this job fits"
                required
                rows={4}
                maxLength={2000}
                value={reason}
                error={errors.reason}
                hint={`${name} reads this with the proposal.`}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (errors.reason && event.target.value.trim()) {
                    const { reason: _fixed, ...rest } = errors;
                    setErrors(rest);
                  }
                }}
              />
              {cvVersions.length === 0 ? (
                <Alert tone="caution" title="No CV yet">
                  {noCvCopy.none(name)}
                </Alert>
              ) : (
                <Select
                  label="CV to send"
                  options={cvOptions(name, cvVersions)}
                  value={cvPath}
                  error={errors.cvPath}
                  hint="The employer receives it with the application once approved."
                  onChange={(event) => setCvPath(event.target.value)}
                />
              )}
              <Textarea
                label="Cover letter (optional)"
                rows={6}
                maxLength={10000}
                value={coverLetter}
                error={errors.coverLetter}
                hint={`Sent to the employer with the application. ${name} sees it before approving.`}
                onChange={(event) => setCoverLetter(event.target.value)}
              />
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="ghost" tone="neutral">
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" loading={propose.isPending} loadingLabel="Proposing...">
                  Propose job
                </Button>
              </DialogFooter>
            </Stack>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
