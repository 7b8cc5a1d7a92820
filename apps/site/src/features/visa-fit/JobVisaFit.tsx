import { useLocation } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Link, Text, VisaFitPanel } from '@globalhire/ui';
import { citizenshipName, describeVisaFit, getVisaFit, visaFitDisclaimer } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { CitizenshipPicker, citizenshipsFormId } from './CitizenshipPicker';
import { useCitizenships, visaFitKey, type CitizenshipsSource } from './useCitizenships';
import { visaFitCopy } from './visaFitCopy';

function Controls({ who }: { who: CitizenshipsSource }) {
  const location = useLocation();
  if (who.kind === 'browser')
    return (
      <CitizenshipPicker
        value={who.citizenships}
        onChange={who.choose}
        // Without scripts the picker posts, and the visitor comes back to it on this page.
        returnTo={`${location.pathname}${location.search}#${citizenshipsFormId}`}
      />
    );
  return (
    <Text size="small" tone="muted">
      {who.citizenships.length
        ? visaFitCopy.profileCitizenships(who.citizenships.map(citizenshipName).join(', '))
        : visaFitCopy.profileNone}{' '}
      <Link href="/applicant/profile">{visaFitCopy.profileLink}</Link>
    </Text>
  );
}

/**
 * "Can I work here?" on a job page: the verdict for the reader's citizenships (a candidate's
 * profile, or a visitor's choice kept in the browser), asked beside the job itself, not after it.
 */
export function JobVisaFit({ jobId }: { jobId: number }) {
  const client = useSupabase();
  const who = useCitizenships();
  const fit = useQuery({
    queryKey: [visaFitKey, jobId, who.kind, who.citizenships],
    queryFn: async () =>
      unwrap(await getVisaFit(client, jobId, who.kind === 'profile' ? null : who.citizenships)),
    enabled: who.kind === 'browser' || !who.loading,
    placeholderData: keepPreviousData,
  });
  const described = fit.data ? describeVisaFit(fit.data) : null;
  return (
    <VisaFitPanel
      heading={visaFitCopy.heading}
      status={fit.isError ? 'error' : described ? 'ready' : 'loading'}
      loadingLabel={visaFitCopy.loading}
      controls={<Controls who={who} />}
      verdict={
        described
          ? { label: described.label, tone: described.tone, summary: described.summary }
          : undefined
      }
      checks={described?.checks.map((check) => ({
        title: check.title,
        status: check.status,
        detail: check.detail,
        sourceHref: check.sourceUrl,
      }))}
      statusLabels={visaFitCopy.statusLabels}
      sourceLabel={visaFitCopy.sourceLabel}
      route={
        described?.routeName && described.routeUrl
          ? {
              name: described.routeName,
              href: described.routeUrl,
              linkLabel: visaFitCopy.routeLinkLabel,
              note: described.routeNote,
            }
          : undefined
      }
      asOf={described ? visaFitCopy.asOf(described.asOf) : undefined}
      disclaimer={visaFitDisclaimer}
      error={
        fit.isError
          ? {
              title: visaFitCopy.loadError,
              action: (
                <Button
                  variant="outline"
                  tone="critical"
                  size="small"
                  onClick={() => void fit.refetch()}
                >
                  {visaFitCopy.retry}
                </Button>
              ),
            }
          : undefined
      }
    />
  );
}
