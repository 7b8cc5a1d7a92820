import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  DataTable,
  Inline,
  Link,
  Stack,
  Text,
  VisuallyHidden,
  type DataTableColumn,
} from '@globalhire/ui';
import {
  changingOutcomes,
  formatDate,
  type SponsorRegisterImport,
  type SponsorRegisterProposal,
} from '@globalhire/data';
import * as styles from '../visaCatalogue.css';
import { licenceStatusLabels } from '../visaCatalogueLabels';
import { registerCopy, registerOutcomeLabels, registerOutcomeTones } from './registerCopy';

export interface RegisterProposalsProps {
  registerImport: SponsorRegisterImport;
  proposals: readonly SponsorRegisterProposal[];
  confirming: boolean;
  discarding: boolean;
  onConfirm: (employerIds: string[]) => void;
  onDiscard: () => void;
}

const changes = (proposal: SponsorRegisterProposal) => changingOutcomes.includes(proposal.outcome);

/**
 * Ticked at first: what the register plainly says. A town that differs, or a licence an admin
 * revoked, waits for the admin to tick it.
 */
const tickedAtFirst = (proposal: SponsorRegisterProposal) =>
  changes(proposal) && proposal.outcome !== 'town_differs' && proposal.licence_status !== 'revoked';

const order: SponsorRegisterProposal['outcome'][] = [
  'add',
  'verify',
  'update_routes',
  'town_differs',
  'unchanged',
];

/** What confirming an import would change, one employer a row, each change ticked or not. */
export function RegisterProposals({
  registerImport,
  proposals,
  confirming,
  discarding,
  onConfirm,
  onDiscard,
}: RegisterProposalsProps) {
  const [ticked, setTicked] = useState(
    () => new Set(proposals.filter(tickedAtFirst).map((p) => p.employer_id)),
  );
  const rows = proposals
    .filter((p) => p.outcome !== 'not_on_register')
    .sort((a, b) => order.indexOf(a.outcome) - order.indexOf(b.outcome));
  const missing = proposals.filter((p) => p.outcome === 'not_on_register');
  const chosen = rows
    .filter((p) => changes(p) && ticked.has(p.employer_id))
    .map((p) => p.employer_id);

  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: DataTableColumn<SponsorRegisterProposal>[] = [
    {
      key: 'confirm',
      header: 'Confirm',
      cell: (row) =>
        changes(row) ? (
          <Checkbox
            label={<VisuallyHidden>Confirm: {row.company_name}</VisuallyHidden>}
            checked={ticked.has(row.employer_id)}
            onChange={(event) => toggle(row.employer_id, event.currentTarget.checked)}
          />
        ) : (
          '—'
        ),
    },
    {
      key: 'employer',
      header: 'Employer',
      cell: (row) => (
        <div className={styles.cellLines}>
          {row.company_slug ? (
            <Link href={`/employers/${row.company_slug}`}>{row.company_name}</Link>
          ) : (
            <Text size="small">{row.company_name}</Text>
          )}
          <Text size="small" tone="muted">
            {row.city ?? 'No town given'}
            {row.licence_status
              ? ` · licence ${licenceStatusLabels[row.licence_status].toLowerCase()}`
              : ' · no UK licence'}
          </Text>
        </div>
      ),
    },
    {
      key: 'register',
      header: 'On the register',
      cell: (row) => (
        <div className={styles.cellLines}>
          <Text size="small">{row.organisation_name}</Text>
          <Text size="small" tone="muted">
            {[row.town, ...row.ratings].filter(Boolean).join(' · ')}
          </Text>
        </div>
      ),
    },
    {
      key: 'routes',
      header: 'Routes',
      cell: (row) => (
        <div className={styles.cellLines}>
          <Text size="small">{row.routes.join(', ') || '—'}</Text>
          {row.outcome === 'update_routes' && row.licence_routes ? (
            <Text size="small" tone="muted">
              Now: {row.licence_routes.join(', ') || 'none'}
            </Text>
          ) : null}
        </div>
      ),
    },
    {
      key: 'outcome',
      header: 'Change',
      cell: (row) => (
        <Badge tone={registerOutcomeTones[row.outcome]}>{registerOutcomeLabels[row.outcome]}</Badge>
      ),
    },
  ];

  return (
    <Stack space="large">
      <Text>
        <strong>{registerImport.file_name}</strong>: {registerImport.row_count.toLocaleString('en')}{' '}
        rows, read on {formatDate(registerImport.finished_at ?? registerImport.created_at)}. Tick
        the changes to make, then confirm.
      </Text>
      <DataTable<SponsorRegisterProposal>
        caption={registerCopy.proposalsCaption}
        captionVisible
        columns={columns}
        rows={rows}
        getRowId={(row) => row.employer_id}
        emptyTitle={registerCopy.noMatchesTitle}
        emptyDescription={registerCopy.noMatchesDescription}
      />
      {missing.length > 0 ? (
        <Alert tone="caution" title="Verified, but not on this register">
          <Stack space="small">
            <Text>{registerCopy.notOnRegisterNote}</Text>
            <Text>
              {missing
                .map((row) => (row.city ? `${row.company_name} (${row.city})` : row.company_name))
                .join(', ')}
            </Text>
            <Link href="/admin/employer-licences?status=verified">Open the verified licences</Link>
          </Stack>
        </Alert>
      ) : null}
      <Inline space="small">
        <Button
          onClick={() => onConfirm(chosen)}
          disabled={chosen.length === 0 || discarding}
          loading={confirming}
          loadingLabel="Confirming..."
        >
          {chosen.length > 0 ? registerCopy.confirm(chosen.length) : registerCopy.confirmNone}
        </Button>
        <Button
          variant="outline"
          tone="neutral"
          onClick={onDiscard}
          loading={discarding}
          disabled={confirming}
        >
          {registerCopy.discard}
        </Button>
      </Inline>
    </Stack>
  );
}
