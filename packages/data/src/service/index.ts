// @globalhire/data's managed service: enrolment with consent, recruiters' caseloads and proposals,
// the fee schedule and where fees are restricted, invoices (with PDFs) and how they are paid.
export type * from './types';
export {
  PROPOSAL_SELECT,
  getCurrentConsentText,
  getMyService,
  listProposals,
  listInvoices,
  listCharges,
  getFeeSchedule,
  listFeeJurisdictions,
  getBillingDetails,
  listCaseload,
  listRecruiters,
  listServiceNotes,
  listCvVersions,
  getCaseloadCandidate,
  getCandidateCitizenships,
  listCandidateApplications,
} from './queries';
export {
  enrolInManagedService,
  withdrawServiceConsent,
  decideProposal,
  proposeJob,
  withdrawProposal,
  addServiceNote,
  orderServiceExtra,
  assignRecruiter,
  recordInvoicePayment,
  voidInvoice,
  updateServiceFee,
  saveFeeJurisdiction,
  deleteFeeJurisdiction,
  saveBillingDetails,
} from './mutations';
export type { FeeJurisdictionInput } from './mutations';
export { getFeeQuote, groupFeeQuote } from './feeQuote';
export type { QuotedFee, FeeRestriction, PlaceQuote, DestinationQuote } from './feeQuote';
export { bankTransferProvider, checkoutProvider } from './payments';
export type { PaymentProvider, PaymentStep } from './payments';
export {
  enrolmentSchema,
  proposalSchema,
  paymentSchema,
  serviceValidationMessages,
} from './validation';
export type { EnrolmentInput, EnrolmentValues, ProposalInput, PaymentInput } from './validation';

/** The invoice's PDF bytes; the PDF library loads only when someone downloads one. */
export async function renderInvoicePdf(
  ...args: Parameters<typeof import('./invoicePdf').invoicePdf>
): Promise<Uint8Array> {
  const { invoicePdf } = await import('./invoicePdf');
  return invoicePdf(...args);
}
