import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  FileUpload,
  Inline,
  Stack,
  Text,
  TextInput,
} from '@globalhire/ui';
import {
  validateEmployerVisaUpload,
  visaDocumentUploadRules,
  type EmployerVisaStep,
} from '@globalhire/data';
import { useUploadEmployerVisaDocument } from './employerVisaQueries';

/** Uploads a document for one of the employer's steps: what it is, and the file. */
export function UploadVisaDocumentDialog({
  step,
  onClose,
}: {
  step: EmployerVisaStep;
  onClose: () => void;
}) {
  const upload = useUploadEmployerVisaDocument();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  return (
    <Dialog open onOpenChange={(open) => !open && !upload.isPending && onClose()}>
      <DialogContent
        title={`Upload for: ${step.title}`}
        description="GlobalHire's visa team checks the document and tells you when it is accepted."
      >
        <form
          aria-label={`Upload a document for ${step.title}`}
          onSubmit={(event) => {
            event.preventDefault();
            const next = {
              name: validateEmployerVisaUpload({ name }),
              file: file ? undefined : 'Choose the file to upload.',
            };
            setErrors(next);
            if (next.name || next.file || !file) return;
            upload.mutate(
              { caseId: step.case_id, stepId: step.id, name, file },
              { onSuccess: onClose },
            );
          }}
        >
          <Stack space="medium">
            <TextInput
              label="Document"
              hint="What it is, e.g. Signed job offer"
              value={name}
              maxLength={200}
              error={errors.name}
              onChange={(event) => setName(event.target.value)}
            />
            <FileUpload
              label="Document file"
              accept={[...visaDocumentUploadRules.extensions, ...visaDocumentUploadRules.accept]}
              maxSizeBytes={visaDocumentUploadRules.maxSizeBytes}
              limitsLabel="PDF, JPG or PNG, up to 10 MB"
              wrongTypeMessage="This file type is not accepted. Please choose a PDF, JPG or PNG file."
              tooLargeMessage="The file is too large. The maximum size is 10 MB."
              error={
                errors.file ??
                (upload.isError ? `The upload failed: ${upload.error.message}` : undefined)
              }
              disabled={upload.isPending}
              onFileAccepted={(chosen) => {
                setFile(chosen);
                setErrors((old) => ({ ...old, file: undefined }));
              }}
            />
            <Text role="status" tone="muted" size="small">
              {upload.isPending ? 'Uploading...' : ''}
            </Text>
            <Inline space="small">
              <Button type="submit" loading={upload.isPending}>
                Upload document
              </Button>
              <Button variant="ghost" disabled={upload.isPending} onClick={onClose}>
                Cancel
              </Button>
            </Inline>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
