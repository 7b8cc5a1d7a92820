import { useParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, Card, EmptyState, Skeleton, Stack } from '@globalhire/ui';
import { AdminPage } from '../../features/admin/AdminPage';
import { RetryButton } from '../../features/admin/RetryButton';
import { useAuth } from '../../auth/AuthProvider';
import { useAdminVisaCase, useVisaCaseActions } from '../../features/visa/useVisaCase';
import { useLiveAdminVisaCase } from '../../features/live/livePages';
import { CaseOverview, StartFromTemplate } from '../../features/visa/CaseOverview';
import { CaseHire } from '../../features/visa/CaseHire';
import { CaseSteps } from '../../features/visa/CaseSteps';
import { CaseDocuments } from '../../features/visa/CaseDocuments';
import { CaseNotes } from '../../features/visa/CaseNotes';

/** /admin/visa-cases/:id: one case, worked on by an admin (take, start, documents, steps, notes). */
export default function AdminVisaCasePage() {
  const id = Number(useParams().id);
  const adminId = useAuth().profile?.id;
  const query = useAdminVisaCase(id);
  useLiveAdminVisaCase(id);
  const visaCase = query.data;
  const actions = useVisaCaseActions(id, visaCase?.version);
  const back = (
    <ButtonLink href="/admin/visa-cases" variant="ghost" size="small">
      All visa cases
    </ButtonLink>
  );
  return (
    <AdminPage
      title="Visa Case"
      intro="Take the case, start it from a route template, request and review documents, move its steps."
      action={back}
    >
      {query.isPending && Number.isInteger(id) ? (
        <Stack space="large" aria-busy="true" aria-label="Loading the visa case">
          <Skeleton height="160px" />
          <Skeleton height="240px" />
        </Stack>
      ) : query.isError ? (
        <Alert
          tone="critical"
          title="The visa case could not be loaded."
          action={<RetryButton query={query} />}
        >
          {query.error.message}
        </Alert>
      ) : !visaCase ? (
        <Card>
          <EmptyState
            title="No such visa case"
            description="It may have been deleted. The list has every case."
            action={back}
          />
        </Card>
      ) : (
        <Stack space="large">
          {actions.conflict ? (
            <Alert
              tone="caution"
              title="Another admin changed this case"
              action={
                <Button size="small" onClick={() => void actions.reload()}>
                  Reload case
                </Button>
              }
            >
              Your last change was not saved, so nothing of theirs was overwritten. Reload to see
              the case as it is now; what you typed stays in its form.
            </Alert>
          ) : null}
          <CaseOverview
            key={visaCase.status}
            visaCase={visaCase}
            adminId={adminId}
            actions={actions}
          />
          <CaseHire visaCase={visaCase} />
          {visaCase.steps.length === 0 ? (
            <StartFromTemplate visaCase={visaCase} actions={actions} />
          ) : (
            <CaseSteps visaCase={visaCase} actions={actions} />
          )}
          <CaseDocuments visaCase={visaCase} actions={actions} />
          <CaseNotes visaCase={visaCase} actions={actions} />
        </Stack>
      )}
    </AdminPage>
  );
}
