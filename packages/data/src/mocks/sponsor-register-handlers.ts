import { HttpResponse } from 'msw';
import {
  changingOutcomes,
  type SponsorRegisterImport,
  type SponsorRegisterProposal,
} from '../queries/sponsor-register';
import { sponsorRegisterImport, sponsorRegisterProposals } from './fixtures/sponsor-register';
import { defineCall } from './scenario';
import { postgrestError, restUrl, rowsResponse, rpcResponse, rpcUrl, writeResponse } from './wire';

// The admin's import of the UK Register of Licensed Sponsors: the newest import, the upload of a
// file (start, rows, finish) and the matches the database proposes; confirming answers how many
// licences changed (the ticked rows that change something, as the database counts them).

/** The import a new upload becomes, once finished: its rows counted as the database counts them. */
let uploadedRows = 0;

export const sponsorRegisterHandlers = {
  /** The newest import (getLatestSponsorRegisterImport); `empty()` before the first. */
  latestSponsorRegisterImport: defineCall<SponsorRegisterImport[]>({
    method: 'get',
    url: restUrl('sponsor_register_imports'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: [sponsorRegisterImport],
    empty: [],
  }),
  startSponsorRegisterImport: defineCall<'started' | 'refused'>({
    method: 'post',
    url: restUrl('sponsor_register_imports'),
    respond: (request, outcome) => {
      uploadedRows = 0;
      return outcome === 'refused'
        ? postgrestError(403, {
            code: '42501',
            message:
              'new row violates row-level security policy for table "sponsor_register_imports"',
          })
        : writeResponse(request, [{ id: 8 }]);
    },
    fixture: 'started',
    empty: 'started',
  }),
  uploadSponsorRegisterRows: defineCall<null>({
    method: 'post',
    url: restUrl('sponsor_register_entries'),
    respond: async (request) => {
      const rows = (await request.json()) as unknown[];
      uploadedRows += rows.length;
      return writeResponse(request, []);
    },
    fixture: null,
    empty: null,
  }),
  finishSponsorRegisterImport: defineCall<null>({
    method: 'post',
    url: rpcUrl('finish_sponsor_register_import'),
    respond: (request) =>
      rpcResponse(request, [
        {
          ...sponsorRegisterImport,
          id: 8,
          file_name: 'register.csv',
          row_count: uploadedRows,
        } satisfies SponsorRegisterImport,
      ]),
    fixture: null,
    empty: null,
  }),
  discardSponsorRegisterImport: defineCall<null>({
    method: 'post',
    url: rpcUrl('discard_sponsor_register_import'),
    respond: () => new HttpResponse(null, { status: 204 }),
    fixture: null,
    empty: null,
  }),
  sponsorRegisterProposals: defineCall<SponsorRegisterProposal[]>({
    method: 'post',
    url: rpcUrl('sponsor_register_proposals'),
    respond: (request, rows) => rpcResponse(request, rows),
    fixture: sponsorRegisterProposals,
    empty: [],
  }),
  confirmSponsorRegisterMatches: defineCall<SponsorRegisterProposal[]>({
    method: 'post',
    url: rpcUrl('confirm_sponsor_register_matches'),
    respond: async (request, rows) => {
      const { employer_ids: ids } = (await request.json()) as { employer_ids: string[] };
      const changed = rows.filter(
        (row) => ids.includes(row.employer_id) && changingOutcomes.includes(row.outcome),
      );
      return HttpResponse.json(changed.length);
    },
    fixture: sponsorRegisterProposals,
    empty: [],
  }),
};
