// @globalhire/data/mocks: MSW handlers with the real Supabase wire shapes, for Storybook and tests.
export { handlers, defaultHandlers } from './handlers';
export { defineCall } from './scenario';
export type { MockCall, CallSpec } from './scenario';
export { mockUser, mockSession } from './auth-handlers';
export {
  adminWithFactor,
  adminWithoutFactor,
  mfaChallengeExpired,
  mfaFixtures,
  mfaTooManyAttempts,
} from './mfa-handlers';
export {
  MOCK_SUPABASE_URL,
  MOCK_ANON_KEY,
  restUrl,
  rpcUrl,
  authUrl,
  storageUrl,
  rowsResponse,
  countResponse,
  writeResponse,
  postgrestError,
  authError,
  serverError,
  heldRequestCount,
} from './wire';
export * as fixtures from './fixtures';
export { planLimitReached } from './employer-handlers';
export { jobAlertLimitReached } from './alert-handlers';
export { interviewFailures } from './interview-handlers';
export { offerFailures } from './offer-handlers';
export * as offerFixtures from './fixtures/offers';
export { conversationFailures } from './conversation-handlers';
export * as conversationFixtures from './fixtures/conversations';
export { replyToDeletedMessage, articleSlugTaken } from './inbox-handlers';
export { visaCaseConflict } from './visa-handlers';
export { answerSearch, approximateSearch } from './search-handlers';
export type { SearchJobsMock } from './search-handlers';
export { answerSitemapPage, answerSitemapSummary } from './sitemap-handlers';
export type { SignInLinkOutcome, InvitationRefusal } from './invitation-handlers';
export type { VisaThresholdSave, VisaCatalogueSave } from './visa-catalogue-handlers';
export { employerLicenceTable } from './employer-licence-handlers';
export type { EmployerLicenceRow } from './fixtures/employer-licences';
export { routeClassifications } from './occupation-search-handlers';
export type { RouteClassification } from './occupation-search-handlers';
export type { OccupationOptionRow } from './fixtures/occupation-options';
export type {
  AssignRecruiterOutcome,
  InvoiceWriteOutcome,
  ServiceSettingSave,
} from './service-admin-handlers';
export * as serviceAdminFixtures from './fixtures/service-admin';
export { proposalAlreadyOpen, serviceRecruiterDefaults } from './service-recruiter-handlers';
export * as serviceRecruiterFixtures from './fixtures/service-recruiter';
export { serviceRefusals, serviceCandidateCalls } from './service-candidate-handlers';
export * as serviceCandidateFixtures from './fixtures/service-candidate';
