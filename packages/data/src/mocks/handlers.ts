import type { AdminDashboardStats, EmployerDashboardJobs, HomeStats } from '../queries/stats';
import type { JobDetail, JobSummary } from '../queries/jobs';
import type { Profile } from '../queries/profile';
import type { ArticleSummary, Article, Faq } from '../queries/content';
import type { CandidateDashboardStats, EmployerDashboardStats } from '../queries/dashboards';
import type { EmployerPage } from '../queries/employers';
import {
  adminStats,
  candidateStats,
  employerStats,
  homeStats,
  profiles,
} from './fixtures/accounts';
import { article, articleSummaries, faqs } from './fixtures/content';
import { jobDetail, jobSummaries } from './fixtures/jobs';
import { defineCall, param } from './scenario';
import { countResponse, restUrl, rowsResponse, rpcResponse, writeResponse } from './wire';
import { authHandlers } from './auth-handlers';
import { applicationHandlers } from './application-handlers';
import { offerHandlers } from './offer-handlers';
import { adminHandlers } from './admin-handlers';
import { inboxHandlers } from './inbox-handlers';
import { auditHandlers } from './audit-handlers';
import { employerHandlers } from './employer-handlers';
import { candidateHandlers } from './candidate-handlers';
import { alertHandlers } from './alert-handlers';
import { visaHandlers } from './visa-handlers';
import { employerVisaHandlers } from './employer-visa-handlers';
import { notificationHandlers } from './notification-handlers';
import { interviewHandlers } from './interview-handlers';
import { mfaHandlers } from './mfa-handlers';
import { invitationHandlers } from './invitation-handlers';
import { jobPageHandlers } from './job-page-handlers';
import { visaFitHandlers } from './visa-fit-handlers';
import { searchHandlers } from './search-handlers';
import { sitemapHandlers } from './sitemap-handlers';
import { visaCatalogueHandlers } from './visa-catalogue-handlers';
import { employerLicenceHandlers } from './employer-licence-handlers';
import { sponsorRegisterHandlers } from './sponsor-register-handlers';
import { occupationSearchHandlers } from './occupation-search-handlers';
import { serviceAdminHandlers } from './service-admin-handlers';
import { serviceRecruiterHandlers } from './service-recruiter-handlers';
import { serviceCandidateHandlers } from './service-candidate-handlers';
import { companyHandlers } from './company-handlers';
import { adminPeopleHandlers } from './admin-people-handlers';
import { conversationHandlers } from './conversation-handlers';

const selectOf = (url: URL) => param(url, 'select') ?? '';
const has = (url: URL, name: string) => url.searchParams.has(name);

const employerPage: EmployerPage = {
  employer: {
    id: profiles.employer.id,
    company_name: profiles.employer.company_name,
    slug: profiles.employer.slug,
    website: 'https://maple-tech.example',
    description: 'Payments software for Canadian credit unions.',
    country: 'canada',
    city: 'Toronto',
    logo_path: null,
    employer_status: 'verified',
    created_at: '2026-01-05T10:00:00+00:00',
    company_size: '201-1000',
    industry: 'technology',
    industry_label: 'Technology',
    // The company publishes its email only (publish_email); phone and address stay private.
    email: 'careers@maple-tech.example',
    phone: null,
    address: null,
  },
  jobs: jobSummaries.slice(0, 1),
};

/** One mock per Supabase call of @globalhire/data, each with data/empty/error/slow/loading scenarios. */
export const handlers = {
  ...authHandlers,
  ...mfaHandlers,
  ...invitationHandlers,
  ...applicationHandlers,
  ...offerHandlers,
  ...conversationHandlers,
  // The admin's candidate and employer review pages: exact selects of tables other screens read
  // too, so they come before those screens' broader mocks.
  ...adminPeopleHandlers,
  ...employerHandlers,
  ...employerVisaHandlers,
  ...visaHandlers,
  ...jobPageHandlers,
  ...visaFitHandlers,
  ...companyHandlers,
  profile: defineCall<Profile | null>({
    method: 'get',
    url: restUrl('profile_details'),
    matches: (url) => has(url, 'id') && selectOf(url) === '*',
    respond: (request, profile) => rowsResponse(request, profile ? [profile] : []),
    fixture: profiles.candidate,
    empty: null,
  }),
  homeStats: defineCall<HomeStats>({
    method: 'head',
    url: restUrl('jobs'),
    matches: (url) => !has(url, 'approved') && !has(url, 'company_id'),
    respond: (request, stats) =>
      countResponse(
        new URL(request.url).searchParams.has('created_at') ? stats.newJobs : stats.totalJobs,
      ),
    fixture: homeStats,
    empty: { totalJobs: 0, newJobs: 0 },
  }),
  adminStats: defineCall<AdminDashboardStats>({
    method: 'head',
    url: `${restUrl('')}:table`,
    matches: (url) =>
      ['/job_summaries', '/profiles', '/employer_summaries', '/candidate_summaries'].some((path) =>
        url.pathname.endsWith(path),
      ),
    respond: (request, stats) => {
      const url = new URL(request.url);
      const table = url.pathname.split('/').pop();
      const recent = has(url, 'created_at');
      if (table === 'employer_summaries') return countResponse(stats.employersToVerify);
      if (table === 'candidate_summaries') return countResponse(stats.candidatesToApprove);
      if (table === 'job_summaries') {
        if (param(url, 'lifecycle') === 'eq.pending') return countResponse(stats.jobsToApprove);
        return countResponse(has(url, 'published_at') ? stats.jobsThisWeek : stats.jobs);
      }
      const employers = param(url, 'user_type') === 'eq.employer';
      if (employers) return countResponse(recent ? stats.employersThisMonth : stats.employers);
      return countResponse(recent ? stats.candidatesThisMonth : stats.candidates);
    },
    fixture: adminStats,
    empty: {
      jobs: 0,
      employers: 0,
      candidates: 0,
      pendingApprovals: 0,
      jobsToApprove: 0,
      employersToVerify: 0,
      candidatesToApprove: 0,
      jobsThisWeek: 0,
      employersThisMonth: 0,
      candidatesThisMonth: 0,
    },
  }),
  employerDashboardJobs: defineCall<EmployerDashboardJobs>({
    method: 'all',
    url: `${restUrl('')}:table`,
    matches: (url) =>
      (url.pathname.endsWith('/jobs') && selectOf(url) === 'id,created_at,approved') ||
      (url.pathname.endsWith('/applications') && param(url, 'job_id')?.startsWith('in.') === true),
    respond: (request, data) =>
      request.url.includes('/applications')
        ? countResponse(data.applications)
        : rowsResponse(request, data.jobs),
    fixture: {
      jobs: [
        { id: 1, created_at: '2026-03-02T09:00:00+00:00', approved: true },
        { id: 6, created_at: '2026-03-07T09:00:00+00:00', approved: null },
      ],
      applications: 14,
    },
    empty: { jobs: [], applications: 0 },
  }),
  applicantApplicationCount: defineCall<number>({
    method: 'head',
    url: restUrl('applications'),
    matches: (url) => has(url, 'candidate_id'),
    respond: (_request, count) => countResponse(count),
    fixture: 4,
    empty: 0,
  }),
  job: defineCall<JobDetail | null>({
    method: 'get',
    url: restUrl('jobs'),
    matches: (url) => has(url, 'id'),
    respond: (request, job) => rowsResponse(request, job ? [job] : []),
    fixture: jobDetail,
    empty: null,
  }),
  featuredJobs: defineCall<JobSummary[]>({
    method: 'get',
    url: restUrl('jobs'),
    matches: (url) => param(url, 'featured') === 'eq.true',
    respond: (request, jobs) => rowsResponse(request, jobs),
    fixture: jobSummaries.filter((job) => job.featured),
    empty: [],
  }),
  ...searchHandlers,
  ...sitemapHandlers,
  employerBySlug: defineCall<typeof employerPage | null>({
    method: 'get',
    url: `${restUrl('')}:table`,
    matches: (url) =>
      (url.pathname.endsWith('/profile_details') &&
        param(url, 'slug')?.startsWith('eq.') === true &&
        has(url, 'user_type')) ||
      (url.pathname.endsWith('/jobs') &&
        has(url, 'company_id') &&
        selectOf(url).includes('company:')),
    respond: (request, page) =>
      request.url.includes('/profile_details')
        ? rowsResponse(request, page ? [page.employer] : [])
        : rowsResponse(request, page?.jobs ?? []),
    fixture: employerPage,
    empty: null,
  }),
  articles: defineCall<ArticleSummary[]>({
    method: 'get',
    url: restUrl('articles'),
    matches: (url) => !has(url, 'slug') && !has(url, 'id'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: articleSummaries,
    empty: [],
  }),
  article: defineCall<Article | null>({
    method: 'get',
    url: restUrl('articles'),
    // The public page asks for a published article; the CMS editor reads any (cmsArticle).
    matches: (url) => (has(url, 'slug') || has(url, 'id')) && has(url, 'status'),
    respond: (request, row) => rowsResponse(request, row ? [row] : []),
    fixture: article,
    empty: null,
  }),
  faqs: defineCall<Faq[]>({
    method: 'get',
    url: restUrl('faqs'),
    // The FAQ page asks for published FAQs; the CMS lists every one (cmsFaqs).
    matches: (url) => has(url, 'status'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: faqs,
    empty: [],
  }),
  contactMessage: defineCall<null>({
    method: 'post',
    url: restUrl('contact_messages'),
    respond: (request) => writeResponse(request, []),
    fixture: null,
    empty: null,
  }),
  employerDashboardStats: defineCall<EmployerDashboardStats>({
    method: 'post',
    url: `${restUrl('rpc')}/employer_dashboard_stats`,
    respond: (request, stats) => rpcResponse(request, [stats]),
    fixture: employerStats,
    empty: {
      ...employerStats,
      total_jobs: 0,
      active_jobs: 0,
      expired_jobs: 0,
      pending_jobs: 0,
      draft_jobs: 0,
      total_views: 0,
      total_applications: 0,
      new_applications: 0,
    },
  }),
  candidateDashboardStats: defineCall<CandidateDashboardStats>({
    method: 'post',
    url: `${restUrl('rpc')}/candidate_dashboard_stats`,
    respond: (request, stats) => rpcResponse(request, [stats]),
    fixture: candidateStats,
    empty: {
      ...candidateStats,
      applications_submitted: 0,
      applications_in_progress: 0,
      jobs_saved: 0,
      upcoming_interviews: 0,
      job_recommendations: 0,
      unread_notifications: 0,
      visa_steps_done: 0,
    },
  }),
  // Before the admin lists: its saves ask for the row back, the CMS list's publish does not.
  ...inboxHandlers,
  ...auditHandlers,
  // Last, so calls other screens share (PATCH jobs, PATCH profiles) keep their own mocks by default.
  ...adminHandlers,
  // Applicant panel mocks, after the others: the generic writes they share keep their own mocks by default.
  ...candidateHandlers,
  ...alertHandlers,
  ...notificationHandlers,
  ...interviewHandlers,
  // The visa catalogue's admin screens (tables no other screen reads or writes).
  ...visaCatalogueHandlers,
  // Employers' own licences (company profile) and the verified ones company and job pages show.
  ...employerLicenceHandlers,
  // The admin's import of the UK Register of Licensed Sponsors.
  ...sponsorRegisterHandlers,
  // The job form's occupation type-ahead. The catalogue's reads of visa_routes and
  // visa_occupations answer any select and come first here: job form stories list these first.
  ...occupationSearchHandlers,
  // The managed service's recruiter workspace: caseload, a candidate's profile, CVs, proposals and
  // notes. Before the admin's: its caseload read answers any read without a recruiter.
  ...serviceRecruiterHandlers,
  // The managed service's admin screens: enrolments, invoices, fees and billing details. They
  // answer the admin's unfiltered reads only; a candidate's or recruiter's reads pass them by.
  ...serviceAdminHandlers,
  // The candidate's managed service page. Last: its reads are the candidate's own (by candidate_id),
  // and the recruiter's and admin's screens keep their own mocks of the tables they share.
  ...serviceCandidateHandlers,
};

/** Every call answered with its fixtures: the default for Storybook and unit tests. */
export const defaultHandlers = Object.values(handlers).map((call) => call());
