// @globalhire/data: the only code that talks to Supabase. Pages import functions from here.
export * from './constants';
export * from './validation';
export * from './format';
export { createSupabaseClient } from './client';
export { readSupabaseConfig, clientConfig, publicObjectUrl } from './clientConfig';
export { createLazySupabaseClient, loadSupabaseClient } from './lazyClient';
// Live updates: Postgres Changes on the client's one socket.
export {
  realtimeOptions,
  subscribeToRows,
  disableLiveUpdates,
  liveUpdatesEnabled,
} from './realtime';
export type {
  LiveTable,
  LiveRow,
  RowChange,
  RowEvent,
  RowHandlers,
  RowSubscription,
} from './realtime';
export type { GlobalHireClient } from './client';
export type { SupabaseConfig } from './clientConfig';
export type { Session, User } from '@supabase/supabase-js';
export type { Database, Tables, TablesInsert, TablesUpdate, Enums } from './database.types';
export { ok, fail, toDataError } from './result';
export type { Result, DataError } from './result';
export { systemClock, daysBefore, monthsBefore } from './clock';
export type { Clock } from './clock';

export { getProfile } from './queries/profile';
export type { Profile } from './queries/profile';
export {
  getHomeStats,
  getAdminDashboardStats,
  getEmployerDashboardJobs,
  getApplicantApplicationCount,
} from './queries/stats';
export type { HomeStats, AdminDashboardStats, EmployerDashboardJobs } from './queries/stats';
// The countries that have live jobs, with counts (location lists, empty-search suggestions).
export { getLiveJobCountries } from './queries/live-job-countries';
export type { LiveJobCountry } from './queries/live-job-countries';
export {
  getJob,
  getFeaturedJobs,
  recordJobView,
  JOB_CARD_SELECT,
  JOB_DETAIL_SELECT,
} from './queries/jobs';
export type { JobSummary, JobDetail } from './queries/jobs';
export {
  searchJobs,
  searchJobsArgs,
  readSearchAnswer,
  defaultExactUpTo,
  emptyFacets,
  maxKeywordLength,
  maxSearchPage,
} from './queries/job-search';
export type {
  JobSearchFilters,
  JobSearchPage,
  JobSearchResult,
  JobSearchFacets,
  FacetOption,
  SearchJobsAnswer,
} from './queries/job-search';
export { getExchangeRates, EXCHANGE_RATE_SELECT } from './queries/exchange-rates';
export type { ExchangeRate } from './queries/exchange-rates';
export { updateExchangeRate, exchangeRateMessages } from './mutations/exchange-rates';
export { getClosedJob, getSimilarJobs } from './queries/closed-and-similar-jobs';
export type { ClosedJob } from './queries/closed-and-similar-jobs';
export { listRecommendedJobs } from './queries/recommended-jobs';
export { getMyApplicationForJob } from './queries/myApplication';
export type { MyApplication } from './queries/myApplication';
export { getEmployerBySlug, listEmployers } from './queries/employers';
export { listIndustries, INDUSTRY_SELECT } from './queries/industries';
export type { Industry } from './queries/industries';
export {
  uploadCompanyLogo,
  removeCompanyLogo,
  companyLogoPath,
  companyLogoProblem,
  companyLogoRefusals,
} from './mutations/company-logo';
export type { EmployerContacts, EmployerPublicProfile, EmployerPage } from './queries/employers';
export { listArticles, getArticle, listFaqs } from './queries/content';
export { getSitemapSummary, getSitemapPage, maxSitemapPageSize } from './queries/sitemap';
export type {
  SitemapUrl,
  SitemapUrlType,
  SitemapSummary,
  SitemapPart,
  SitemapPaging,
} from './queries/sitemap';
export type { Article, ArticleSummary, ArticleFilters, Faq } from './queries/content';
export { publicImageUrl, publicImageBuckets } from './queries/publicImages';
export type { PublicImageBucket } from './queries/publicImages';
export {
  getEmployerDashboardStats,
  getCandidateDashboardStats,
  getMyPlan,
} from './queries/dashboards';
export type {
  EmployerDashboardStats,
  CandidateDashboardStats,
  EmployerPlanStatus,
} from './queries/dashboards';

export {
  signUp,
  signIn,
  signOut,
  requestPasswordRecovery,
  requestSignInLink,
  updatePassword,
  updateEmail,
} from './mutations/auth';
export { inviteUser, resendInvitation } from './mutations/invitations';
export type { InvitationError } from './mutations/invitations';
export { listPendingInvitations } from './queries/invitations';
export type { PendingInvitation } from './queries/invitations';
export type { InvitedUser, InvitedRole } from './functions/invite-user';
export { inviteUserSchema, signInLinkSchema, invitationMessages } from './validation/invitations';
export type { InviteUserInput, InviteUserValues } from './validation/invitations';
export type { SignUpInput } from './mutations/auth';
export {
  AUTHENTICATOR_FACTOR_NAME,
  listTotpFactors,
  sessionAssurance,
  startTotpEnrolment,
  totpCodeProblem,
  verifyTotpCode,
} from './mutations/mfa';
export type { AssuranceLevel, TotpEnrolment, TotpFactor } from './mutations/mfa';
export { sendContactMessage } from './mutations/contact';
export {
  postJob,
  updateJob,
  setJobStatus,
  approveJob,
  rejectJob,
  takeDownJob,
  setJobFeatured,
  deleteJob,
  jobColumnsOf,
} from './mutations/jobs';
export type { JobRow } from './mutations/jobs';
export { applyToJob, setApplicationStatus, saveJob, unsaveJob } from './mutations/applications';
export {
  listMyJobAlerts,
  listSavedJobIds,
  alertSearchFilters,
  alertSalaryCurrency,
  hasJobFilter,
  JOB_ALERT_SELECT,
} from './queries/job-alerts';
export type { JobAlert, JobAlertFrequency } from './queries/job-alerts';
export {
  createJobAlert,
  updateJobAlert,
  deleteJobAlert,
  unsubscribeJobAlert,
  jobAlertFieldErrors,
  jobAlertFrequencies,
  jobAlertMessages,
} from './mutations/job-alerts';
export type {
  JobAlertInput,
  JobAlertChanges,
  JobAlertFieldErrors,
  UnsubscribeOutcome,
} from './mutations/job-alerts';
export type { ApplicationRow } from './mutations/applications';
export {
  updateCompanyProfile,
  updateProfile,
  setEmployerStatus,
  setCandidateStatus,
  requestPlan,
  deleteMyAccount,
  setContentStatus,
} from './mutations/profile';
export { uploadCv, getCvDownloadUrl, cvPathFor, cvUploadRules } from './mutations/storage';

// Notifications: the list, the unread count, email preferences.
export {
  listNotifications,
  getUnreadNotificationCount,
  getNotificationPreferences,
  notificationPageSize,
  NOTIFICATION_SELECT,
} from './queries/notifications';
export type { Notification, NotificationPreferences } from './queries/notifications';
export {
  markNotificationRead,
  markAllNotificationsRead,
  saveNotificationPreferences,
  recordEmailLocale,
  emailLocaleOf,
  unsubscribeNotificationEmail,
} from './mutations/notifications';
export type { NotificationUnsubscribeOutcome } from './mutations/notifications';
export type { UploadedFile } from './mutations/storage';

// Admin back office lists, analytics and roles.
export { adminPageSize, pageWindow, listPage } from './queries/admin-list';
export type { ListPage, ListSort, ListPaging } from './queries/admin-list';
export {
  listAdminJobs,
  jobLifecycleOf,
  jobLifecycles,
  adminJobSortKeys,
  ADMIN_JOB_SELECT,
} from './queries/admin-jobs';
export type {
  AdminJob,
  AdminJobFilters,
  AdminJobSortKey,
  JobLifecycle,
} from './queries/admin-jobs';
export {
  listAdminEmployers,
  listAdminCandidates,
  listUserAccounts,
  listEmployerOptions,
} from './queries/admin-users';
export type {
  AdminEmployer,
  AdminCandidate,
  UserAccount,
  EmployerOption,
  AdminEmployerFilters,
  AdminCandidateFilters,
  UserAccountFilters,
} from './queries/admin-users';
export { listAdminApplications } from './queries/admin-applications';
export type { AdminApplication, AdminApplicationFilters } from './queries/admin-applications';
// One candidate or employer as an admin reviews them, with activity counts and audit history.
export {
  isAccountId,
  unusualApplicationsPerHour,
  accountActivityFrom,
  getAccountActivity,
  accountAuditLimit,
  listAccountAudit,
} from './queries/admin-account-history';
export type { AccountActivity } from './queries/admin-account-history';
export {
  getAdminCandidate,
  candidateApplicationsShown,
  listAdminCandidateApplications,
  candidateCvs,
  listAdminCandidateVisaCases,
  getAdminCandidateEnrolment,
} from './queries/admin-people';
export type {
  AdminCandidateProfile,
  AdminCandidateApplication,
  CandidateCv,
  AdminCandidateVisaDocument,
  AdminCandidateVisaCase,
  AdminCandidateEnrolment,
} from './queries/admin-people';
export {
  getAdminEmployer,
  employerJobsShown,
  listAdminEmployerJobs,
  listAdminEmployerLicences,
} from './queries/admin-employer-detail';
export type {
  AdminEmployerProfile,
  AdminEmployerJob,
  AdminEmployerLicence,
} from './queries/admin-employer-detail';
export { listAdminContent, contentKinds } from './queries/admin-content';
export type { ContentItem, ContentKind, ContentFilters } from './queries/admin-content';
export { getAdminAnalytics } from './queries/admin-analytics';
export type { AdminAnalytics, CountByKey } from './queries/admin-analytics';
export { resetStaffSecondFactor, setUserRole } from './mutations/user-roles';

// Employer panel: job list, applicants, plan requests.
export { listEmployerJobs, getEmployerJob } from './queries/employer-jobs';
export type { EmployerJob, EmployerJobFilters, EditableJob } from './queries/employer-jobs';
export { listEmployerApplicants } from './queries/employer-applicants';
export type { EmployerApplicant, EmployerApplicantFilters } from './queries/employer-applicants';
export { listPendingPlanRequests, listPlanRequestsForAdmin } from './queries/employer-plans';
export type { PlanRequest, AdminPlanRequest } from './queries/employer-plans';
export { cancelPlanRequest, decidePlanRequest } from './mutations/employer-plans';
export type { PlanDecision } from './mutations/employer-plans';

// Interviews: scheduling, answers, the employer's list, calendar files and wall-clock times.
export { listEmployerInterviews, INTERVIEW_DETAILS_SELECT } from './queries/interviews';
export type { EmployerInterview, InterviewDetails } from './queries/interviews';
export {
  scheduleInterview,
  rescheduleInterview,
  cancelInterview,
  respondToInterview,
  INTERVIEW_CONFLICT,
} from './mutations/interviews';
export type { InterviewRow, InterviewResponse } from './mutations/interviews';
export { interviewSchema, interviewFormats, interviewMessages } from './validation/interviews';
export type { InterviewFormat, InterviewFormValues, InterviewInput } from './validation/interviews';
export {
  interviewToIcs,
  interviewIcsFileName,
  escapeIcsText,
  foldIcsLine,
  icsUtc,
} from './calendar/ics';
export type { CalendarInterview } from './calendar/ics';
export {
  zonedTimeToUtc,
  toZonedParts,
  timeZoneOffset,
  isTimeZone,
  timeZoneNames,
  localTimeZone,
} from './calendar/zonedTime';
export { canonicalTimeZone, legacyTimeZones } from './calendar/timeZones';

// Offers: made by the employer (with an optional PDF letter), answered by the candidate.
export { listOffers, offerStatusAt, latestOffers, getOfferDefaults, OFFER_SELECT, maxOfferApplications } from './queries/offers';
export type { Offer, OfferStatus, OfferDefaults } from './queries/offers';
export {
  makeOffer,
  uploadOfferLetter,
  withdrawOffer,
  respondToOffer,
  getOfferLetterUrl,
  offerLetterPath,
  offerLetterRefusals,
} from './mutations/offers';
export type { OfferRow } from './mutations/offers';
export {
  offerSchema,
  offerNoteSchema,
  offerMessages,
  offerLetterRules,
  offerSalaryPeriods,
  offerMaxOpenDays,
  offerMaxSalaryAmount,
} from './validation/offers';
export type { OfferFormValues, OfferInput } from './validation/offers';

// Applicant panel: saved jobs, applications with history, interviews, visa cases, own files.
export {
  listSavedJobs,
  listMyApplications,
  listMyInterviews,
  getMyVisaCases,
} from './queries/candidate';
export type {
  SavedJob,
  ClosedSavedJob,
  ClosedApplicationJob,
  ApplicationJobState,
  CandidateJobRef,
  ApplicationEvent,
  MyApplicationWithHistory,
  MyInterview,
  MyVisaCase,
  VisaCaseStep,
  VisaCaseDocument,
} from './queries/candidate';
export {
  updateCandidateProfile,
  setProfileCv,
  removeCv,
  uploadVisaDocument,
  visaDocumentUploadRules,
  requestVisaSupport,
  removeMyFiles,
} from './mutations/candidate';
export {
  candidateProfileSchema,
  newPasswordSchema,
  visaRequestSchema,
  candidateValidationMessages,
} from './validation/candidate';
export type {
  CandidateProfileInput,
  CandidateProfileValues,
  NewPasswordInput,
  VisaRequestInput,
} from './validation/candidate';

// The audit trail (admins) and "Your data" (every user).
export { listAuditEntries, auditActions, auditSubjects, isAuditDay } from './queries/audit';
export type { AuditEntry, AuditAction, AuditSubject, AuditFilters, AuditValueNames } from './queries/audit';
export { downloadMyData, readMyDataArchive, MY_DATA_JSON } from './queries/my-data';
export type { MyData, MyFile, MyDataArchive } from './queries/my-data';

// Admin inbox (contact messages and replies) and the CMS editors.
export {
  listContactMessages,
  getContactThread,
  countUnhandledContactMessages,
  contactMessageStates,
} from './queries/inbox';
export type {
  ContactMessage,
  ContactReply,
  ContactThread,
  ContactMessageState,
  ContactMessageFilters,
} from './queries/inbox';
export {
  setContactMessageHandled,
  replyToContactMessage,
  deleteContactMessage,
  deletedMessageError,
} from './mutations/inbox';
export { getArticleForEdit, listAdminFaqs } from './queries/cms';
export type { EditableArticle, AdminFaq } from './queries/cms';
export {
  saveArticle,
  uploadArticleCover,
  articleCoverPath,
  coverFileProblem,
  saveFaq,
  deleteFaq,
  reorderFaqs,
  slugTakenCode,
} from './mutations/cms';
export {
  slugify,
  SLUG_PATTERN,
  articleSchema,
  faqSchema,
  contactReplySchema,
  articleCoverRules,
  cmsValidationMessages,
} from './validation/cms';
export type { ArticleInput, FaqInput } from './validation/cms';

// Visa and relocation cases: the admin workflow and the hiring employer's view.
export {
  listAdminVisaCases,
  getAdminVisaCase,
  listVisaRouteTemplates,
  listEmployerVisaProgress,
  visaCaseStages,
} from './queries/visa-cases';
export type {
  AdminVisaCase,
  AdminVisaCaseDetail,
  AdminVisaCaseFilters,
  AdminVisaDocument,
  AdminVisaStep,
  VisaCaseNote,
  VisaCaseStage,
  VisaDocumentStatus,
  VisaRouteTemplate,
  EmployerVisaProgress,
  VisaStepOwner,
} from './queries/visa-cases';
export { listEmployerVisaSteps, maxEmployerVisaCases } from './queries/employer-visa-steps';
export type { EmployerVisaStep, EmployerVisaDocument } from './queries/employer-visa-steps';
export {
  completeEmployerVisaStep,
  uploadEmployerVisaDocument,
  validateEmployerVisaUpload,
} from './mutations/employer-visa-steps';
export type { EmployerVisaUpload } from './mutations/employer-visa-steps';
export {
  takeVisaCase,
  startVisaCase,
  requestVisaDocument,
  validateVisaDocumentRequest,
  reviewVisaDocument,
  setVisaStepDone,
  setVisaCaseStatus,
  addVisaCaseNote,
  getVisaDocumentUrl,
  isVisaCaseConflict,
} from './mutations/visa-cases';
export type { VisaDocumentRequest } from './mutations/visa-cases';
// Moderation and account standing: blocking, candidate approval, job re-review, renamed companies.
export {
  accountStanding,
  accountStandingMessages,
  accountRefusal,
  setAccountBlocked,
  supportPath,
  jobReviewFields,
  changedReviewFields,
  jobNeedsReview,
  resolveCompanySlug,
} from './moderation';
export type { AccountStanding } from './moderation';

// Visa fit: the verdict, its catalogue, employers' licences and the UK sponsor register.
export * from './visa';
export * from './service';
export * from './conversations';
