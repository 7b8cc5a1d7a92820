import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  FileUpload,
  Heading,
  Inline,
  Stack,
  Text,
  toast,
} from '@globalhire/ui';
import {
  formatDate,
  uploadVisaDocument,
  visaDocumentUploadRules,
  type MyVisaCase,
  type VisaCaseDocument,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { applicantKeys, useCandidateId } from './applicantQueries';
import { applicantMessages } from './applicantMessages';
import { visaDocumentLooks } from '../visa/visaLabels';

/** Where a checklist item stands, in words and a tone. */
const documentState = (document: VisaCaseDocument) => visaDocumentLooks[document.status];

const uploadLabel = (document: VisaCaseDocument) =>
  document.status === 'rejected'
    ? 'Upload again'
    : document.status === 'uploaded'
      ? 'Replace file'
      : 'Upload file';

function documentDetail(document: VisaCaseDocument) {
  return [
    document.required ? 'Required' : 'Optional',
    document.due_date && document.status !== 'accepted'
      ? `Due by ${formatDate(document.due_date)}`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function UploadDocumentDialog({
  caseId,
  document,
  onClose,
}: {
  caseId: number;
  document: VisaCaseDocument;
  onClose: () => void;
}) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const candidateId = useCandidateId();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const result = await uploadVisaDocument(client, candidateId, document.id, file);
      if (result.error) throw new Error(result.error.message);
      return result.data;
    },
    onSuccess: (row) => {
      queryClient.setQueryData<MyVisaCase[]>(applicantKeys.visaCases(candidateId), (cases) =>
        cases?.map((visaCase) =>
          visaCase.id !== caseId
            ? visaCase
            : {
                ...visaCase,
                documents: visaCase.documents.map((d) =>
                  d.id === row.id
                    ? {
                        ...d,
                        file_path: row.file_path,
                        received: row.received,
                        status: row.status,
                        updated_at: row.updated_at,
                      }
                    : d,
                ),
              },
        ),
      );
      toast({ ...applicantMessages.documentAttached(document.name), tone: 'positive' });
      onClose();
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !upload.isPending && onClose()}>
      <DialogContent
        title={`Upload: ${document.name}`}
        description="A clear scan or photo of the whole document. Our team checks it and tells you when it is accepted."
      >
        <FileUpload
          label="Document file"
          accept={[...visaDocumentUploadRules.extensions, ...visaDocumentUploadRules.accept]}
          maxSizeBytes={visaDocumentUploadRules.maxSizeBytes}
          limitsLabel="PDF, JPG or PNG, up to 10 MB"
          wrongTypeMessage="This file type is not accepted. Please choose a PDF, JPG or PNG file."
          tooLargeMessage="The file is too large. The maximum size is 10 MB."
          error={upload.isError ? `The upload failed: ${upload.error.message}` : undefined}
          disabled={upload.isPending}
          onFileAccepted={(file) => upload.mutate(file)}
        />
        <Text role="status" tone="muted" size="small">
          {upload.isPending ? 'Uploading...' : ''}
        </Text>
      </DialogContent>
    </Dialog>
  );
}

/** The case's document checklist; the candidate may upload a file for any item not yet accepted. */
export function VisaDocuments({ visaCase }: { visaCase: MyVisaCase }) {
  const [uploading, setUploading] = useState<VisaCaseDocument | null>(null);
  const received = visaCase.documents.filter((d) => d.status === 'accepted').length;
  return (
    <Stack space="medium">
      <Stack space="xsmall">
        <Heading level={4} as="h3">
          Documents
        </Heading>
        <Text tone="muted" size="small">
          {received} of {visaCase.documents.length} accepted
        </Text>
      </Stack>
      {visaCase.documents.length === 0 ? (
        <Text tone="muted">Our team will list the documents your visa needs here.</Text>
      ) : (
        <Stack space="small" as="ul" dividers aria-label={`Documents for ${visaCase.visa_type}`}>
          {visaCase.documents.map((document) => {
            const state = documentState(document);
            return (
              <Inline key={document.id} space="medium" align="space-between" alignY="center">
                <Stack space="xxsmall">
                  <Text weight="semibold">{document.name}</Text>
                  <Text tone="muted" size="small">
                    {documentDetail(document)}
                  </Text>
                  {document.status === 'rejected' && document.review_reason ? (
                    <Text size="small">Why it was rejected: {document.review_reason}</Text>
                  ) : null}
                </Stack>
                <Inline space="small" alignY="center">
                  <Badge tone={state.tone}>{state.label}</Badge>
                  {document.status === 'accepted' ? null : (
                    <Button
                      size="small"
                      variant="soft"
                      icon={<Upload aria-hidden />}
                      aria-label={`${uploadLabel(document)}: ${document.name}`}
                      onClick={() => setUploading(document)}
                    >
                      {uploadLabel(document)}
                    </Button>
                  )}
                </Inline>
              </Inline>
            );
          })}
        </Stack>
      )}
      {uploading ? (
        <UploadDocumentDialog
          caseId={visaCase.id}
          document={uploading}
          onClose={() => setUploading(null)}
        />
      ) : null}
    </Stack>
  );
}
