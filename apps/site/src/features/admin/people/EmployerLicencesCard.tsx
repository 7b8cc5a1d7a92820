import { Badge, Inline, Link, Stack, Text } from '@globalhire/ui';
import { formatDate, type AdminEmployerLicence } from '@globalhire/data';
import {
  licenceKindLabels,
  licenceStatusLabels,
  licenceStatusTones,
} from '../visa/visaCatalogueLabels';
import { SectionCard } from './SectionCard';
import { useEmployerLicences } from './peopleQueries';

/** 'No. TQ4R7M2KX · Skilled Worker · expires 30 September 2027 · verified 2 February 2026'. */
function licenceLine(licence: AdminEmployerLicence) {
  return [
    licence.licence_number ? `No. ${licence.licence_number}` : 'No number given',
    licence.routes.length ? licence.routes.join(', ') : null,
    licence.expires_on ? `expires ${formatDate(licence.expires_on)}` : null,
    licence.verified_at ? `verified ${formatDate(licence.verified_at)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The employer's sponsor licences as it claimed them, with where each check stands. */
export function EmployerLicencesCard({ employerId }: { employerId: string }) {
  const licences = useEmployerLicences(employerId);
  return (
    <SectionCard
      title="Sponsor licences"
      action={<Link href="/admin/employer-licences">Employer licences</Link>}
      query={licences}
      errorTitle="The sponsor licences could not be loaded."
    >
      {(list) =>
        list.length === 0 ? (
          <Text tone="muted">No sponsor licence claimed.</Text>
        ) : (
          <Stack space="medium" as="ul" dividers aria-label="Sponsor licences">
            {list.map((licence) => (
              <Stack key={licence.id} space="xxsmall">
                <Inline space="xsmall" alignY="center">
                  <Text weight="semibold">{licenceKindLabels[licence.kind]}</Text>
                  <Badge tone={licenceStatusTones[licence.status]}>
                    {licenceStatusLabels[licence.status]}
                  </Badge>
                </Inline>
                <Text size="small" tone="muted">
                  {licenceLine(licence)}
                </Text>
                {licence.admin_note ? <Text size="small">{licence.admin_note}</Text> : null}
              </Stack>
            ))}
          </Stack>
        )
      }
    </SectionCard>
  );
}
