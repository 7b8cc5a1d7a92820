import { Download } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  toast,
} from '@globalhire/ui';
import { formatDate, getCvDownloadUrl, type GlobalHireClient } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { cvName } from './recruiterLabels';
import { useCvVersions } from './recruiterQueries';

/** What the workspace says when the candidate has no CV to send (proposing is still allowed). */
export const noCvCopy = {
  none: (name: string) =>
    `${name} has not uploaded a CV yet and must upload one before approving a proposal. You can still propose jobs now.`,
  noCurrent: (name: string) =>
    `${name} has no current CV. Send one from an earlier application, or ${name} must upload one before approving a proposal.`,
};

/**
 * Opens a CV through a short-lived signed link. The tab opens inside the click, so pop-up
 * blockers allow it; the link follows once the storage has signed it.
 */
async function openCv(client: GlobalHireClient, path: string) {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const { data, error } = await getCvDownloadUrl(client, path);
  if (error || !data) {
    tab?.close();
    toast({ title: 'The CV could not be opened.', description: error?.message, tone: 'critical' });
    return;
  }
  if (tab) tab.location.href = data;
  else window.location.assign(data);
}

/** The candidate's current CV and those sent with earlier applications, each to download. */
export function CvVersionsCard({ candidateId, name }: { candidateId: string; name: string }) {
  const client = useSupabase();
  const versions = useCvVersions(candidateId);
  const list = versions.data ?? [];
  const hasCurrent = list.some((version) => version.current);
  return (
    <Card>
      <Stack space="large">
        <Heading level={3} as="h2">
          CVs
        </Heading>
        {versions.isPending ? (
          <Skeleton lines={2} />
        ) : versions.isError ? (
          <QueryErrorAlert
            title="The CVs could not be loaded."
            error={versions.error}
            onRetry={() => void versions.refetch()}
            retrying={versions.isRefetching}
          />
        ) : (
          <Stack space="medium">
            {hasCurrent ? null : (
              <Alert tone="caution" title="No current CV">
                {list.length === 0 ? noCvCopy.none(name) : noCvCopy.noCurrent(name)}
              </Alert>
            )}
            {list.length > 0 ? (
              <Stack space="medium" as="ul" dividers aria-label="CV versions">
                {list.map((version) => (
                  <Inline key={version.path} space="medium" align="space-between" alignY="center">
                    <Stack space="xxsmall">
                      <Text weight="semibold">{cvName(version.path)}</Text>
                      {version.current ? (
                        <Inline space="xsmall">
                          <Badge tone="positive">Current CV</Badge>
                        </Inline>
                      ) : (
                        <Text size="small" tone="muted">
                          {version.sentAt
                            ? `Sent with an application on ${formatDate(version.sentAt)}`
                            : 'Sent with an earlier application'}
                        </Text>
                      )}
                    </Stack>
                    <Button
                      size="small"
                      variant="soft"
                      icon={<Download aria-hidden />}
                      aria-label={`Download ${cvName(version.path)}`}
                      onClick={() => void openCv(client, version.path)}
                    >
                      Download
                    </Button>
                  </Inline>
                ))}
              </Stack>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
