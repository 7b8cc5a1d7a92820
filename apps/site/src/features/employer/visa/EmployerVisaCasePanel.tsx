import { useState } from 'react';
import { Upload } from 'lucide-react';
import { Badge, Button, Card, Heading, Inline, ProgressBar, Stack, Text } from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
  type EmployerVisaProgress,
  type EmployerVisaStep,
} from '@globalhire/data';
import { visaStatusLooks } from '../../applicant/labels';
import { visaDocumentLooks } from '../../visa/visaLabels';
import { UploadVisaDocumentDialog } from './UploadVisaDocumentDialog';
import { useCompleteEmployerVisaStep, useOpenVisaFile } from './employerVisaQueries';

const isClosed = (status: EmployerVisaProgress['status']) =>
  status === 'approved' || status === 'refused' || status === 'closed';

function EmployerStep({ step, closed }: { step: EmployerVisaStep; closed: boolean }) {
  const complete = useCompleteEmployerVisaStep();
  const openFile = useOpenVisaFile();
  const [uploading, setUploading] = useState(false);
  return (
    <Stack space="small">
      <Inline space="medium" align="space-between" alignY="top">
        <Stack space="xxsmall">
          <Text weight="semibold">
            {step.position}. {step.title}
          </Text>
          <Text size="small" tone="muted">
            {step.done && step.done_at
              ? `Done ${formatDate(step.done_at)}`
              : (step.description ?? 'To do')}
          </Text>
        </Stack>
        {step.done ? (
          <Badge tone="positive">Done</Badge>
        ) : closed ? null : (
          <Inline space="small">
            <Button
              size="small"
              variant="soft"
              icon={<Upload aria-hidden />}
              aria-label={`Upload a document: ${step.title}`}
              onClick={() => setUploading(true)}
            >
              Upload
            </Button>
            <Button
              size="small"
              loading={complete.isPending}
              aria-label={`Mark done: ${step.title}`}
              onClick={() => complete.mutate({ id: step.id, title: step.title })}
            >
              Mark done
            </Button>
          </Inline>
        )}
      </Inline>
      {step.documents.length > 0 ? (
        <Stack space="xsmall" as="ul" aria-label={`Documents for ${step.title}`}>
          {step.documents.map((document) => (
            <Stack key={document.id} space="xxsmall">
              <Inline space="small" alignY="center">
                <Text size="small">{document.name}</Text>
                <Badge tone={visaDocumentLooks[document.status].tone}>
                  {visaDocumentLooks[document.status].label}
                </Badge>
                {document.file_path ? (
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={`Open file: ${document.name}`}
                    onClick={() => void openFile(document.file_path!)}
                  >
                    Open file
                  </Button>
                ) : null}
              </Inline>
              {document.status === 'rejected' && document.review_reason ? (
                <Text size="small">Why it was not accepted: {document.review_reason}</Text>
              ) : null}
            </Stack>
          ))}
        </Stack>
      ) : null}
      {uploading ? (
        <UploadVisaDocumentDialog step={step} onClose={() => setUploading(false)} />
      ) : null}
    </Stack>
  );
}

/**
 * "Visa case" of one hire: where the case stands, and the steps that are the employer's, each
 * with its documents, an upload and Mark done. The rest of the case is GlobalHire's and the
 * candidate's, and stays theirs.
 */
export function EmployerVisaCasePanel({
  candidate,
  jobTitle,
  progress,
  steps,
  stepsPending,
}: {
  candidate: string;
  jobTitle: string;
  progress: EmployerVisaProgress;
  steps: EmployerVisaStep[];
  stepsPending: boolean;
}) {
  const status = visaStatusLooks[progress.status];
  const closed = isClosed(progress.status);
  return (
    <Card>
      <Stack space="large" as="section" aria-label={`Visa case: ${candidate}`}>
        <Inline space="medium" align="space-between" alignY="top">
          <Stack space="xxsmall">
            <Heading level={2}>Visa case</Heading>
            <Text tone="muted">
              {candidate} · {jobTitle}
            </Text>
            <Text>
              {countryLabel(progress.destination_country)}: {progress.visa_type}
            </Text>
          </Stack>
          <Badge tone={status.tone}>{status.label}</Badge>
        </Inline>
        {progress.steps_total > 0 ? (
          <ProgressBar
            value={progress.steps_done}
            max={progress.steps_total}
            label={`${progress.steps_done} of ${progress.steps_total} steps done`}
            showValue
          />
        ) : null}
        <Stack space="medium">
          <Heading level={3}>Your steps</Heading>
          {stepsPending ? (
            <Text tone="muted">Loading your steps...</Text>
          ) : steps.length === 0 ? (
            <Text tone="muted">
              None of this case’s steps are yours: GlobalHire and the candidate take care of them.
            </Text>
          ) : (
            <Stack space="medium" as="ol" dividers aria-label="Your steps">
              {steps.map((step) => (
                <EmployerStep key={step.id} step={step} closed={closed} />
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
