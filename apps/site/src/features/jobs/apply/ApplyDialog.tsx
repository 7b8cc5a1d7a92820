import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  DialogClose,
  DialogContent,
  DialogFooter,
  FileUpload,
  Stack,
  Textarea,
  toast,
} from '@globalhire/ui';
import {
  applicationSchema,
  applyToJob,
  cvUploadRules,
  fieldErrors,
  uploadCv,
  type DataError,
  type MyApplication,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { applyErrorMessage } from './applyErrorMessage';
import { applyCopy } from './applyCopy';

export interface ApplyDialogProps {
  job: { id: number; title: string; companyName: string };
  candidateId: string;
  /** Whether the candidate's profile already holds a CV (sent when no file is chosen). */
  hasProfileCv: boolean;
  onApplied: () => void;
}

class ApplyError extends Error {
  constructor(readonly error: DataError) {
    super(error.message);
  }
}

/** The application form inside the Apply Now dialog: an optional cover letter and CV, then one submit. */
export function ApplyDialog({ job, candidateId, hasProfileCv, onApplied }: ApplyDialogProps) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const [coverLetter, setCoverLetter] = useState('');
  const [cv, setCv] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const apply = useMutation({
    mutationFn: async () => {
      let cvPath: string | undefined;
      if (cv) {
        setProgress(0);
        const uploaded = await uploadCv(client, candidateId, cv, {
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        });
        if (uploaded.error) throw new ApplyError(uploaded.error);
        cvPath = uploaded.data.path;
      }
      const made = await applyToJob(client, candidateId, {
        jobId: job.id,
        coverLetter: coverLetter.trim() || undefined,
        cvPath,
      });
      if (made.error) throw new ApplyError(made.error);
      return made.data;
    },
    onSuccess: (application) => {
      const mine: MyApplication = {
        id: application.id,
        job_id: application.job_id,
        status: application.status,
        created_at: application.created_at,
      };
      queryClient.setQueryData(['my-application', candidateId, job.id], mine);
      // The dashboard's counts and the applicant panel's lists are read afresh when they next show.
      void queryClient.invalidateQueries({ queryKey: ['candidate-dashboard'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['applicant'], refetchType: 'none' });
      toast({ ...applyCopy.sent(job.title, job.companyName), tone: 'positive' });
      onApplied();
    },
    onError: () => setProgress(null),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = applicationSchema.safeParse({
      jobId: job.id,
      coverLetter: coverLetter.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    apply.mutate();
  };

  const failure =
    apply.error instanceof ApplyError ? applyErrorMessage(apply.error.error) : apply.error?.message;
  return (
    <DialogContent
      title={applyCopy.dialogTitle(job.title)}
      description={applyCopy.dialogDescription(job.companyName)}
      size="medium"
    >
      <form onSubmit={submit} noValidate aria-label={applyCopy.formLabel}>
        <Stack space="large">
          {failure ? (
            <Alert tone="critical" title={applyCopy.failedTitle}>
              {failure}
            </Alert>
          ) : null}
          <Textarea
            label={applyCopy.coverLetter}
            hint={applyCopy.coverLetterHint(coverLetter.trim().length)}
            rows={8}
            value={coverLetter}
            error={errors.coverLetter}
            onChange={(event) => setCoverLetter(event.target.value)}
          />
          <FileUpload
            label={applyCopy.cv}
            hint={hasProfileCv ? applyCopy.cvHintWithProfileCv : applyCopy.cvHint}
            accept={[...cvUploadRules.extensions, ...cvUploadRules.accept]}
            maxSizeBytes={cvUploadRules.maxSizeBytes}
            limitsLabel={applyCopy.cvLimits}
            wrongTypeMessage={applyCopy.cvWrongType}
            progress={progress}
            progressLabel={applyCopy.uploadProgress}
            onFileAccepted={setCv}
            onFileRejected={() => setCv(null)}
            disabled={apply.isPending}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost" tone="neutral" disabled={apply.isPending}>
                {applyCopy.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" loading={apply.isPending} loadingLabel={applyCopy.submitting}>
              {applyCopy.submit}
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </DialogContent>
  );
}
