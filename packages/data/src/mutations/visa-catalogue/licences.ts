import type { GlobalHireClient } from '../../client';
import type { Result } from '../../result';
import { EMPLOYER_LICENCE_SELECT, type EmployerLicence } from '../../queries/visa-catalogue';
import { invalid, visaCatalogueMessages as m, writtenRow } from './forms';

// An admin's decision on an employer's licence to sponsor.

/** What an admin decides about a licence. */
export type LicenceDecision = 'verified' | 'expired' | 'revoked';

/**
 * Verifies a licence (the database stamps when and by whom), marks it expired, or revokes it
 * with the reason the employer reads (`adminNote`, required to revoke).
 */
export async function setEmployerLicenceStatus(
  client: GlobalHireClient,
  id: number,
  status: LicenceDecision,
  adminNote?: string,
): Promise<Result<EmployerLicence>> {
  const note = adminNote?.trim() ?? '';
  if (status === 'revoked' && !note) return invalid({ admin_note: m.reasonRequired });
  if (note.length > 1000) return invalid({ admin_note: m.reasonTooLong });
  const change: { status: LicenceDecision; admin_note?: string } = { status };
  if (note) change.admin_note = note;
  const answer = await client
    .from('employer_licences')
    .update(change)
    .eq('id', id)
    .select(EMPLOYER_LICENCE_SELECT)
    .maybeSingle();
  return writtenRow(answer, { read: (row) => row as EmployerLicence });
}
