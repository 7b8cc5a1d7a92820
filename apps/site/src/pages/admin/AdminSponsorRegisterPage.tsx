import { Alert, ButtonLink, Skeleton, Stack, Text } from '@globalhire/ui';
import { formatDate } from '@globalhire/data';
import { AdminPage } from '../../features/admin/AdminPage';
import { RetryButton } from '../../features/admin/RetryButton';
import { RegisterProposals } from '../../features/admin/visa/register/RegisterProposals';
import { RegisterUpload } from '../../features/admin/visa/register/RegisterUpload';
import { registerCopy } from '../../features/admin/visa/register/registerCopy';
import { useSponsorRegister } from '../../features/admin/visa/register/useSponsorRegister';

/**
 * /admin/employer-licences/import: an admin uploads the Home Office's Register of Licensed
 * Sponsors, the database matches employers by company name and town, and the admin confirms the
 * changes (verified UK licences, with the routes the register lists). Until then nothing changes.
 */
export default function AdminSponsorRegisterPage() {
  const register = useSponsorRegister();
  const { latest, waiting, proposals } = register;
  const confirmed = latest.data?.status === 'confirmed' ? latest.data : null;

  return (
    <AdminPage
      title="Import the UK Register of Licensed Sponsors"
      intro="Verify employers' UK licences from the Home Office's register: upload it, check the matches, confirm."
      action={
        <ButtonLink href="/admin/employer-licences" variant="outline" tone="neutral">
          Employer licences
        </ButtonLink>
      }
    >
      {latest.isPending ? (
        <Skeleton height="12rem" />
      ) : latest.isError ? (
        <Alert
          tone="critical"
          title="The imports could not be loaded"
          action={<RetryButton query={latest} />}
        >
          {latest.error.message}
        </Alert>
      ) : waiting ? (
        proposals.isPending ? (
          <Skeleton height="16rem" />
        ) : proposals.isError ? (
          <Alert
            tone="critical"
            title="The matches could not be loaded"
            action={<RetryButton query={proposals} />}
          >
            {proposals.error.message}
          </Alert>
        ) : (
          <RegisterProposals
            key={waiting.id}
            registerImport={waiting}
            proposals={proposals.data}
            confirming={register.confirm.isPending}
            discarding={register.discard.isPending}
            onConfirm={(employerIds) => register.confirm.mutate({ id: waiting.id, employerIds })}
            onDiscard={() => register.discard.mutate(waiting.id)}
          />
        )
      ) : (
        <Stack space="large">
          {confirmed ? (
            <Alert tone="positive" title="Last import confirmed">
              <Text>
                {confirmed.file_name}, confirmed on{' '}
                {formatDate(confirmed.confirmed_at ?? confirmed.created_at)}:{' '}
                {registerCopy.confirmed(confirmed.confirmed_count ?? 0)}
              </Text>
            </Alert>
          ) : null}
          <RegisterUpload
            onImport={(file) => register.upload.mutate(file)}
            onCancel={register.cancelUpload}
            progress={register.progress}
            error={register.upload.error?.message}
          />
        </Stack>
      )}
    </AdminPage>
  );
}
