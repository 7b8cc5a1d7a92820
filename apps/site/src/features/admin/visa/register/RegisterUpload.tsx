import { useState } from 'react';
import { Button, FileUpload, Inline, Link, Stack, Text } from '@globalhire/ui';
import type { SponsorRegisterProgress } from '@globalhire/data';
import { registerCopy } from './registerCopy';

export interface RegisterUploadProps {
  onImport: (file: File) => void;
  onCancel: () => void;
  /** While the file is read: rows so far and how far through it. */
  progress: SponsorRegisterProgress | null;
  /** Why the last import failed. */
  error?: string;
}

const MAX_BYTES = 100 * 1024 * 1024;

/** Choose the register file, then read it; the progress and a Cancel while it is read. */
export function RegisterUpload({ onImport, onCancel, progress, error }: RegisterUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const importing = progress !== null;
  return (
    <Stack space="large">
      <Text>
        Download the register from{' '}
        <Link href={registerCopy.registerUrl} external>
          GOV.UK: Register of licensed sponsors (workers)
        </Link>{' '}
        and upload it here. Employers are matched by company name and town; you confirm each change.
      </Text>
      <FileUpload
        label={registerCopy.uploadLabel}
        hint={registerCopy.uploadHint}
        accept={['.csv', 'text/csv']}
        maxSizeBytes={MAX_BYTES}
        limitsLabel="CSV, up to 100 MB"
        wrongTypeMessage="This file is not a CSV. Choose the register's CSV file."
        tooLargeMessage="The file is larger than 100 MB: it is not the register."
        onFileAccepted={setFile}
        progress={progress?.fraction == null ? null : Math.round(progress.fraction * 100)}
        progressLabel={registerCopy.progressLabel}
        disabled={importing}
        error={error}
      />
      {importing ? (
        <Text role="status" tone="muted">
          {registerCopy.importing(progress.rows)}
        </Text>
      ) : null}
      <Inline space="small">
        <Button
          onClick={() => file && onImport(file)}
          disabled={!file}
          loading={importing}
          loadingLabel="Reading the register..."
        >
          Read the register
        </Button>
        {importing ? (
          <Button variant="ghost" tone="neutral" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Inline>
    </Stack>
  );
}
