import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Dialog, Heading, Skeleton, Stack, Text, toast } from '@globalhire/ui';
import {
  licenceDestinations,
  unlicensedDestinations,
  withdrawEmployerLicence,
  type EmployerLicenceKind,
  type MyLicence,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { ConfirmDialog } from '../../account/ConfirmDialog';
import { useReturnFocus } from '../../admin/visa/useReturnFocus';
import { LicenceDialog } from './LicenceDialog';
import { licenceCopy as copy, licenceKindCopy } from './licenceCopy';
import { focusInSection, LicenceSection, NoLicenceSection } from './LicenceSection';
import { useApplyLicenceChange, useMyLicences } from './licenceQueries';
import * as styles from './RightToSponsorCard.css';

function CardLoading() {
  return (
    <Stack space="large" role="status" aria-busy="true" aria-label={copy.loading}>
      {licenceDestinations.map(({ kind }) => (
        <Stack key={kind} space="small">
          <Skeleton width="30%" height="large" />
          <Skeleton width="60%" />
        </Stack>
      ))}
    </Stack>
  );
}

type Editing = { kind: EmployerLicenceKind; destination: string; licence: MyLicence | null };

/**
 * "Right to sponsor" on the company profile: per destination, the licence the employer holds
 * (UK sponsor, NZ accreditation, AU sponsorship) with its status, to claim, edit or withdraw;
 * Ireland, Canada and the United States have no such licence, and the card says what they ask.
 */
export function RightToSponsorCard({ employerId }: { employerId: string }) {
  const client = useSupabase();
  const licences = useMyLicences(employerId);
  const applyChange = useApplyLicenceChange(employerId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [withdrawing, setWithdrawing] = useState<MyLicence | null>(null);
  const [lastKind, setLastKind] = useState<EmployerLicenceKind>('uk_licensed_sponsor');
  const returnFocus = useReturnFocus(focusInSection(lastKind));

  const withdraw = useMutation({
    mutationFn: async (licence: MyLicence) =>
      unwrap(await withdrawEmployerLicence(client, licence.id)),
    // A claim checked meanwhile cannot be withdrawn: the list is read again to show its status.
    onError: () => void licences.refetch(),
    onSuccess: (_done, licence) => {
      applyChange({ withdrawn: licence.id });
      setWithdrawing(null);
      toast({ ...copy.withdrawn(licenceKindCopy[licence.kind].noun), tone: 'positive' });
      requestAnimationFrame(() => focusInSection(licence.kind)()?.focus());
    },
  });

  const licenceOf = (kind: EmployerLicenceKind) =>
    licences.data?.find((licence) => licence.kind === kind) ?? null;

  return (
    <Card>
      <Stack space="large">
        <Stack space="small">
          <Heading level={3} as="h2" id="right-to-sponsor">
            {copy.heading}
          </Heading>
          <Text tone="muted">{copy.intro}</Text>
        </Stack>
        {licences.isPending && employerId ? (
          <CardLoading />
        ) : licences.isError ? (
          <Alert
            tone="critical"
            title={copy.loadError}
            action={
              <Button variant="outline" tone="critical" onClick={() => void licences.refetch()}>
                {copy.retry}
              </Button>
            }
          >
            {licences.error.message}
          </Alert>
        ) : (
          <div className={styles.sections}>
            {licenceDestinations.map(({ kind, destination }) => (
              <LicenceSection
                key={kind}
                kind={kind}
                destination={destination}
                licence={licenceOf(kind)}
                onEdit={() => {
                  setLastKind(kind);
                  setEditing({ kind, destination, licence: licenceOf(kind) });
                }}
                onWithdraw={() => {
                  setLastKind(kind);
                  withdraw.reset();
                  setWithdrawing(licenceOf(kind));
                }}
              />
            ))}
            {unlicensedDestinations.map((destination) => (
              <NoLicenceSection key={destination} destination={destination} />
            ))}
          </div>
        )}
      </Stack>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <LicenceDialog
            key={`${editing.kind}-${editing.licence?.id ?? 'new'}`}
            employerId={employerId}
            kind={editing.kind}
            destination={editing.destination}
            licence={editing.licence}
            {...returnFocus}
            onSaved={(saved) => {
              const noun = licenceKindCopy[saved.kind].noun;
              applyChange({ saved });
              setEditing(null);
              toast({
                ...(editing.licence
                  ? copy.saved(
                      noun,
                      editing.licence.status !== 'claimed' && saved.status === 'claimed',
                    )
                  : copy.claimed(noun)),
                tone: 'positive',
              });
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title={copy.withdrawTitle}
        description={
          withdrawing ? copy.withdrawDescription(licenceKindCopy[withdrawing.kind].noun) : ''
        }
        confirmLabel={copy.withdraw}
        pendingLabel={copy.withdrawing}
        pending={withdraw.isPending}
        error={withdraw.isError ? withdraw.error.message : null}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
      />
    </Card>
  );
}
