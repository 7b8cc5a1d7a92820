// @globalhire/data: the only code that talks to Supabase. Pages import functions from here.
export * from './constants';
export * from './validation';
export * from './format';
export { createSupabaseClient, readSupabaseConfig, clientConfig } from './client';
export type { GlobalHireClient, SupabaseConfig } from './client';
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
export { searchJobs, getJob, getFeaturedJobs, recordJobView, JOB_CARD_SELECT, JOB_DETAIL_SELECT } from './queries/jobs';
export type { JobSummary, JobDetail, JobSearchFilters, JobSearchPage } from './queries/jobs';
export { getMyApplicationForJob } from './queries/myApplication';
export type { MyApplication } from './queries/myApplication';
export { getEmployerBySlug, listEmployers } from './queries/employers';
export type { EmployerPublicProfile, EmployerPage } from './queries/employers';
export { listArticles, getArticle, listFaqs } from './queries/content';
export { listSitemapEntries } from './queries/sitemap';
export type { SitemapEntries } from './queries/sitemap';
export type { Article, ArticleSummary, ArticleFilters, Faq } from './queries/content';
export { publicImageUrl, publicImageBuckets } from './queries/publicImages';
export type { PublicImageBucket } from './queries/publicImages';
export { getEmployerDashboardStats, getCandidateDashboardStats, getMyPlan } from './queries/dashboards';
export type { EmployerDashboardStats, CandidateDashboardStats, EmployerPlanStatus } from './queries/dashboards';

export { signUp, signIn, signOut, requestPasswordRecovery, updatePassword, updateEmail } from './mutations/auth';
export type { SignUpInput } from './mutations/auth';
export { sendContactMessage } from './mutations/contact';
export {
  postJob,
  updateJob,
  setJobStatus,
  approveJob,
  rejectJob,
  setJobFeatured,
  deleteJob,
  jobColumnsOf,
} from './mutations/jobs';
export type { JobRow } from './mutations/jobs';
export { applyToJob, setApplicationStatus, saveJob, unsaveJob } from './mutations/applications';
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
export type { UploadedFile } from './mutations/storage';

// Admin back office lists, analytics and roles.
export { adminPageSize, pageWindow, listPage } from './queries/admin-list';
export type { ListPage, ListSort, ListPaging } from './queries/admin-list';
export { listAdminJobs, jobLifecycleOf, jobLifecycles, adminJobSortKeys, ADMIN_JOB_SELECT } from './queries/admin-jobs';
export type { AdminJob, AdminJobFilters, AdminJobSortKey, JobLifecycle } from './queries/admin-jobs';
export { listAdminEmployers, listAdminCandidates, listUserAccounts, listEmployerOptions } from './queries/admin-users';
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
export { listAdminContent, contentKinds } from './queries/admin-content';
export type { ContentItem, ContentKind, ContentFilters } from './queries/admin-content';
export { getAdminAnalytics } from './queries/admin-analytics';
export type { AdminAnalytics, CountByKey } from './queries/admin-analytics';
export { setUserRole } from './mutations/user-roles';

// Employer panel: job list, applicants, plan requests.
export { listEmployerJobs, getEmployerJob } from './queries/employer-jobs';
export type { EmployerJob, EmployerJobFilters, EditableJob } from './queries/employer-jobs';
export { listEmployerApplicants } from './queries/employer-applicants';
export type { EmployerApplicant, EmployerApplicantFilters } from './queries/employer-applicants';
export { listPendingPlanRequests, listPlanRequestsForAdmin } from './queries/employer-plans';
export type { PlanRequest, AdminPlanRequest } from './queries/employer-plans';
export { cancelPlanRequest, decidePlanRequest } from './mutations/employer-plans';
export type { PlanDecision } from './mutations/employer-plans';

// Applicant panel: saved jobs, applications with history, interviews, visa cases, own files.
export { listSavedJobs, listMyApplications, listMyInterviews, getMyVisaCases } from './queries/candidate';
export type {
  SavedJob,
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
export { candidateProfileSchema, newPasswordSchema, visaRequestSchema, candidateValidationMessages } from './validation/candidate';
export type { CandidateProfileInput, CandidateProfileValues, NewPasswordInput, VisaRequestInput } from './validation/candidate';

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
