import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Alert, Button, Heading, Stack, Text, toast } from '@globalhire/ui';
import { downloadMyData, type MyDataArchive } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { saveFile } from '../files/saveFile';
import { accountMessages } from './accountMessages';

/** What the archive holds, in the words of each role. */
const contents = {
  candidate:
    'One zip file with everything GlobalHire holds about you: your profile, applications and their history, saved jobs, job alerts, interviews, visa case with its steps and documents, notifications and the messages you sent us (as JSON), plus your CV, photo and visa documents.',
  employer:
    'One zip file with everything GlobalHire holds about your company account: your company profile, each of your job postings with how many applied, your plans, notifications and the messages you sent us (as JSON), plus your logo.',
} as const;

/** Hands the archive to the browser as a download. */
function saveArchive(archive: MyDataArchive) {
  saveFile(new Blob([archive.bytes as BlobPart], { type: 'application/zip' }), archive.fileName);
}

/**
 * "Your data": the signed-in user downloads everything the platform holds about them, built in
 * the browser from export_my_data() and their own files (see downloadMyData).
 */
export function YourDataSection({ role = 'candidate' }: { role?: 'candidate' | 'employer' }) {
  const client = useSupabase();
  const download = useMutation({
    mutationFn: async () => {
      const archive = await downloadMyData(client);
      if (archive.error) throw new Error(archive.error.message);
      return archive.data;
    },
    onSuccess: (archive) => {
      saveArchive(archive);
      toast({
        ...accountMessages.dataDownloaded(archive.fileName, archive.missing.length),
        tone: 'positive',
      });
    },
  });

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={3} as="h2">
          Your data
        </Heading>
        <Text>{contents[role]}</Text>
      </Stack>
      {download.isError ? (
        <Alert tone="critical" title="Your data could not be downloaded.">
          {download.error.message}
        </Alert>
      ) : null}
      <div>
        <Button
          variant="outline"
          icon={<Download aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Download my data
        </Button>
      </div>
    </Stack>
  );
}
