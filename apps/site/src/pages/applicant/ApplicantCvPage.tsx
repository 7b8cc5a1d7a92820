import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, FileText, Trash2 } from 'lucide-react';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  FileUpload,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  toast,
} from '@globalhire/ui';
import {
  cvUploadRules,
  formatDate,
  getCvDownloadUrl,
  localTimeZone,
  removeCv,
  setProfileCv,
  uploadCv,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';
import { usePageMeta } from '../../seo/usePageMeta';
import * as styles from '../../features/applicant/applicant.css';
import { applicantMessages } from '../../features/applicant/applicantMessages';
import { ConfirmDialog } from '../../features/account/ConfirmDialog';
import { cvFileFacts } from '../../features/applicant/cvFile';

const cvLimits = 'PDF, DOC or DOCX, up to 5 MB';
const cvWrongType = 'This file type is not accepted. Please choose a PDF, DOC or DOCX file.';
const cvTooLarge = 'The file is too large. The maximum size is 5 MB.';
/** Signed links last five minutes; a fresh one is fetched before that. */
const linkLifetimeMs = 4 * 60 * 1000;

/** /applicant/cv: the candidate's CV sent with applications, with a private download link, replace and remove. */
export default function ApplicantCvPage() {
  usePageMeta({
    title: 'My CV / Resume',
    description: 'Upload, replace or remove the CV on your profile.',
    noIndex: true,
  });
  const client = useSupabase();
  const { profile, refreshProfile } = useAuth();
  const candidateId = profile?.id ?? '';
  const cvPath = profile?.cv_path ?? null;
  const [progress, setProgress] = useState<number | null>(null);
  const [uploads, setUploads] = useState(0);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const link = useQuery({
    queryKey: ['applicant', 'cv-link', cvPath],
    queryFn: async () => unwrap(await getCvDownloadUrl(client, cvPath ?? '')),
    enabled: Boolean(cvPath),
    staleTime: linkLifetimeMs,
    refetchInterval: linkLifetimeMs,
  });

  const upload = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const uploaded = await uploadCv(client, candidateId, file, {
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      if (uploaded.error) throw new Error(uploaded.error.message);
      const saved = await setProfileCv(client, candidateId, uploaded.data.path, cvPath);
      if (saved.error) throw new Error(saved.error.message);
    },
    onSuccess: async () => {
      setProgress(null);
      setUploads((n) => n + 1);
      toast({ ...applicantMessages.cvUploaded, tone: 'positive' });
      await refreshProfile();
    },
    onError: () => setProgress(null),
  });

  const remove = useMutation({
    mutationFn: async (path: string) => {
      const result = await removeCv(client, candidateId, path);
      if (result.error) throw new Error(result.error.message);
    },
    onSuccess: async () => {
      setConfirmRemove(false);
      toast({ ...applicantMessages.cvRemoved, tone: 'positive' });
      await refreshProfile();
    },
  });

  const facts = cvPath ? cvFileFacts(cvPath) : null;
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>My CV / Resume</Heading>
        <Text tone="muted">
          This CV goes with the applications you send, unless you attach another. If you use our
          managed service, your recruiter picks the CV to send with each application you approve.
          Only you, our team and the employers you apply to can open it.
        </Text>
      </Stack>

      <Card>
        <Stack space="large">
          <Heading level={3} as="h2">
            Current CV
          </Heading>
          {facts && cvPath ? (
            <Inline space="medium" align="space-between" alignY="center">
              <Inline space="small" alignY="center">
                <FileText aria-hidden className={styles.inlineIcon} />
                <Stack space="xsmall">
                  <Text weight="semibold">{facts.fileName}</Text>
                  {facts.uploadedAt ? (
                    <Text tone="muted" size="small">
                      Uploaded{' '}
                      {formatDate(facts.uploadedAt, {
                        timeZone: localTimeZone(),
                      })}
                    </Text>
                  ) : null}
                </Stack>
              </Inline>
              <Inline space="small">
                {link.data ? (
                  <ButtonLink
                    href={link.data}
                    variant="soft"
                    icon={<Download aria-hidden />}
                    external
                  >
                    Download CV
                  </ButtonLink>
                ) : link.isError ? null : (
                  <Skeleton width="8rem" height="xlarge" />
                )}
                <Button
                  variant="ghost"
                  tone="critical"
                  icon={<Trash2 aria-hidden />}
                  onClick={() => setConfirmRemove(true)}
                >
                  Remove CV
                </Button>
              </Inline>
            </Inline>
          ) : (
            <EmptyState
              title="No CV yet"
              description="Upload your CV below. Employers see it with the applications you send or approve."
              icon={<FileText aria-hidden />}
              titleAs="h3"
            />
          )}
          {link.isError ? (
            <Alert tone="caution" title="The download link could not be made.">
              {link.error.message}
            </Alert>
          ) : null}
        </Stack>
      </Card>

      <Card>
        <FileUpload
          key={uploads}
          label={cvPath ? 'Replace your CV' : 'Upload your CV'}
          hint={
            cvPath
              ? 'The new file takes the place of the current one. CVs already sent with applications stay with them.'
              : undefined
          }
          accept={[...cvUploadRules.extensions, ...cvUploadRules.accept]}
          maxSizeBytes={cvUploadRules.maxSizeBytes}
          limitsLabel={cvLimits}
          wrongTypeMessage={cvWrongType}
          tooLargeMessage={cvTooLarge}
          progress={progress}
          progressLabel="Uploading CV"
          error={upload.isError ? `The upload failed: ${upload.error.message}` : undefined}
          disabled={upload.isPending}
          onFileAccepted={(file) => upload.mutate(file)}
        />
      </Card>

      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={(open) => {
          setConfirmRemove(open);
          if (!open) remove.reset();
        }}
        title="Remove your CV?"
        description="Your profile will have no CV until you upload a new one. CVs already sent with applications stay with them."
        confirmLabel="Remove CV"
        pendingLabel="Removing..."
        pending={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        onConfirm={() => cvPath && remove.mutate(cvPath)}
      />
    </Stack>
  );
}
