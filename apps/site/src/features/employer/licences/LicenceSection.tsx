import { Pencil, Plus, Undo2 } from 'lucide-react';
import { Badge, Button, Heading, Inline, Link, Stack, Text } from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
  type EmployerLicenceKind,
  type MyLicence,
} from '@globalhire/data';
import { licenceStatusLabels, licenceStatusTones } from '../../admin/visa/visaCatalogueLabels';
import {
  licenceCopy as copy,
  licenceKindCopy,
  licenceStatusNotes,
  noLicenceNotes,
} from './licenceCopy';
import * as styles from './RightToSponsorCard.css';

// One destination of the "Right to sponsor" card: the licence this company claimed there, its
// status and facts, and its actions; or, where no licence exists, what the destination asks.

export const sectionId = (kind: EmployerLicenceKind) => `licence-${kind}`;

/** After a dialog, focus stays in the destination's section: its first button, or its heading. */
export const focusInSection = (kind: EmployerLicenceKind) => () => {
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
export function LicenceSection({
  kind,
  destination,
  licence,
  onEdit,
  onWithdraw,
}: LicenceSectionProps) {
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

/** A destination without a licence to sponsor (Ireland, Canada, the United States). */
export function NoLicenceSection({ destination }: { destination: string }) {
  return (
    <section aria-labelledby={`no-licence-${destination}`} className={styles.section}>
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
  );
}
