import { HttpResponse } from 'msw';
import type { JobVerdict, MyCitizenships, VisaFit } from '../queries/visa-fit';
import { applicantVisaFits, jobVerdicts, likelySponsorableFit } from './fixtures/visa-fit';
import { employerApplicants } from './fixtures/employer';
import { defineCall } from './scenario';
import { restUrl, rowsResponse, rpcResponse, rpcUrl, writeResponse } from './wire';

/** Mocks for visa verdicts: the job page panel, the chips on cards, and a candidate's citizenships. */
export const visaFitHandlers = {
  /** public.visa_fit answers one JSON value (not a row set). */
  visaFit: defineCall<VisaFit | null>({
    method: 'post',
    url: rpcUrl('visa_fit'),
    respond: (_request, fit) => HttpResponse.json(fit),
    fixture: likelySponsorableFit,
    empty: null,
  }),
  visaVerdicts: defineCall<JobVerdict[]>({
    method: 'post',
    url: rpcUrl('visa_verdicts'),
    respond: async (request, rows) => {
      const body = (await request
        .clone()
        .json()
        .catch(() => ({}))) as { job_ids?: number[] };
      const wanted = new Set(body.job_ids ?? []);
      return rpcResponse(
        request,
        rows.filter((row) => wanted.has(row.job_id)),
      );
    },
    fixture: jobVerdicts,
    empty: [],
  }),
  applicantVisaFits: defineCall<{ application_id: number; fit: VisaFit }[]>({
    method: 'post',
    url: rpcUrl('applicant_visa_fits'),
    respond: (request, rows) => rpcResponse(request, rows),
    fixture: applicantVisaFits(employerApplicants.map((row) => row.id)),
    empty: [],
  }),
  myCitizenships: defineCall<MyCitizenships | null>({
    method: 'get',
    url: restUrl('candidate_citizenships'),
    respond: (request, row) => rowsResponse(request, row ? [row] : []),
    fixture: { citizenships: ['IN'], residence: 'IN' },
    empty: null,
  }),
  myJobVerdicts: defineCall<{ list: string; verdict: string; jobs: number }[]>({
    method: 'post',
    url: rpcUrl('my_job_verdicts'),
    respond: (request, rows) => rpcResponse(request, rows),
    fixture: [
      { list: 'saved', verdict: 'likely_sponsorable', jobs: 2 },
      { list: 'saved', verdict: 'salary_below_threshold', jobs: 1 },
      { list: 'applied', verdict: 'likely_sponsorable', jobs: 2 },
      { list: 'applied', verdict: 'occupation_not_eligible', jobs: 1 },
    ],
    empty: [],
  }),
  saveMyCitizenships: defineCall<null>({
    method: 'post',
    url: restUrl('candidate_citizenships'),
    respond: (request) => writeResponse(request, []),
    fixture: null,
    empty: null,
  }),
};
