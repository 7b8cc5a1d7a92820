import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Pencil, Plus, Undo2 } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Dialog,
  Heading,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
  toast,
} from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
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
import { licenceStatusLabels, licenceStatusTones } from '../../admin/visa/visaCatalogueLabels';
import { LicenceDialog } from './LicenceDialog';
import {
  licenceCopy as copy,
  licenceKindCopy,
  licenceStatusNotes,
  noLicenceNotes,
} from './licenceCopy';
import { useApplyLicenceChange, useMyLicences } from './licenceQueries';
import * as styles from './RightToSponsorCard.css';

const sectionId = (kind: EmployerLicenceKind) => `licence-${kind}`;

/** After a dialog, focus stays in the destination's section: its first button, or its heading. */
const focusInSection = (kind: EmployerLicenceKind) => () => {
  const section = document.getElementById(sectionId(kind));
  return (
    section?.querySelector<HTMLElement>('button') ??
    section?.querySelector<HTMLElement>('h3') ??
    null
  );
};

function LicenceFacts({ licence }: { licence: MyLicence }) {
  const words = licenceKindCopy[licence.kind];
  const facts = [
    { term: words.numberLabel, detail: licence.licence_number ?? '—' },
    ...(licence.routes.length ? [{ term: copy.routes, detail: licence.routes.join(', ') }] : []),
    ...(licence.expires_on ? [{ term: copy.expires, detail: formatDate(licence.expires_on) }] : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt>
            <Text as="span" size="small" tone="muted">
              {fact.term}
            </Text>
          </dt>
          <dd className={styles.factDetail}>
            <Text as="span" size="small" weight="semibold">
              {fact.detail}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function StatusLine({ licence }: { licence: MyLicence }) {
  return (
    <Stack space="small">
      <Inline space="small" alignY="center">
        <Badge tone={licenceStatusTones[licence.status]}>
          {licenceStatusLabels[licence.status]}
        </Badge>
        <Text as="span" size="small" tone="muted">
          {licenceStatusNotes[licence.status](licence)}
        </Text>
      </Inline>
      {licence.status === 'revoked' ? (
        <Text size="small">
          {licence.admin_note ? `${copy.reason}: ${licence.admin_note} ` : null}
          <Link href="/employer/support">{copy.reviewed}</Link>
          {copy.reviewedAfter}
        </Text>
      ) : licence.admin_note && licence.status !== 'claimed' ? (
        <Text size="small" tone="muted">
          {copy.noteFromUs}: {licence.admin_note}
        </Text>
      ) : null}
    </Stack>
  );
}

interface LicenceSectionProps {
  kind: EmployerLicenceKind;
  destination: string;
  licence: MyLicence | null;
  onEdit: () => void;
  onWithdraw: () => void;
}

/** One destination where employers hold a licence: what this company claimed, and its actions. */
function LicenceSection({ kind, destination, licence, onEdit, onWithdraw }: LicenceSectionProps) {
  const words = licenceKindCopy[kind];
  const headingId = `${sectionId(kind)}-heading`;
  return (
    <section id={sectionId(kind)} aria-labelledby={headingId} className={styles.section}>
      <Stack space="medium">
        <Stack space="xxsmall">
          <Heading level={4} as="h3" id={headingId} tabIndex={-1}>
            {countryLabel(destination)}
          </Heading>
          <Text size="small" tone="muted">
            {words.holds}
          </Text>
        </Stack>
        {licence ? (
          <>
            <StatusLine licence={licence} />
            <LicenceFacts licence={licence} />
          </>
        ) : (
          <Text size="small" tone="muted">
            {copy.notClaimed}
          </Text>
        )}
        <Inline space="small">
          {!licence ? (
            <Button size="small" variant="soft" icon={<Plus aria-hidden />} onClick={onEdit}>
              {words.add}
            </Button>
          ) : null}
          {licence && licence.status !== 'revoked' ? (
            <Button
              size="small"
              variant="ghost"
              tone="neutral"
              icon={<Pencil aria-hidden />}
              aria-label={`${copy.edit}: ${countryLabel(destination)} ${words.noun}`}
              onClick={onEdit}
            >
              {copy.edit}
            </Button>
          ) : null}
          {licence?.status === 'claimed' ? (
            <Button
              size="small"
              variant="ghost"
              tone="critical"
              icon={<Undo2 aria-hidden />}
              aria-label={`${copy.withdraw}: ${countryLabel(destination)} ${words.noun}`}
              onClick={onWithdraw}
            >
              {copy.withdraw}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </section>
  );
}

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
              <section
                key={destination}
                aria-labelledby={`no-licence-${destination}`}
                className={styles.section}
              >
                <Stack space="medium">
                  <Stack space="xxsmall">
                    <Heading level={4} as="h3" id={`no-licence-${destination}`}>
                      {countryLabel(destination)}
                    </Heading>
                    <Text size="small" tone="muted">
                      {copy.noLicence}
                    </Text>
                  </Stack>
                  <Text size="small">{noLicenceNotes[destination]}</Text>
                </Stack>
              </section>
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
