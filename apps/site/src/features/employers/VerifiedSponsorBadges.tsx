import { ShieldCheck } from 'lucide-react';
import { Badge, Inline } from '@globalhire/ui';
import type { VerifiedLicence } from '@globalhire/data';
import { licenceCopy, verifiedLicenceLabel } from '../employer/licences/licenceCopy';
import * as styles from './VerifiedSponsorBadges.css';

export { useVerifiedLicences } from '../employer/licences/licenceQueries';

/**
 * "UK licensed sponsor, verified": a badge for each licence to sponsor GlobalHire has verified
 * and that is still in force (read with useVerifiedLicences). Pages show it only when there is
 * one: nothing while the licences load, when there are none, or when they could not be read.
 */
export function VerifiedSponsorBadges({ licences }: { licences: readonly VerifiedLicence[] }) {
  return (
    <Inline space="xsmall" as="ul" aria-label={licenceCopy.verifiedList}>
      {licences.map((licence) => (
        <Badge key={licence.id} tone="positive">
          <ShieldCheck className={styles.icon} aria-hidden="true" />
          {verifiedLicenceLabel(licence.kind)}
        </Badge>
      ))}
    </Inline>
  );
}
