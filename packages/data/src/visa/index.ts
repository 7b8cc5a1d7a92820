// @globalhire/data's visa fit: "Can I work here?" for a job and a reader's citizenships, the
// catalogue admins keep (routes, dated figures, occupations, citizenship rights), employers'
// licences to sponsor, the UK register import, and the job form's occupation type-ahead.
export {
  getVisaFit,
  getVisaVerdicts,
  getApplicantVisaFits,
  getMyCitizenships,
  getMyJobVerdicts,
  saveMyCitizenships,
  normaliseCitizenships,
  visaVerdicts,
  takeableVerdicts,
} from '../queries/visa-fit';
export type {
  VisaFit,
  VisaVerdict,
  VisaCheck,
  VisaCheckFacts,
  VisaCheckStatus,
  VisaRouteSummary,
  JobVerdict,
  MyCitizenships,
  MyJobVerdicts,
} from '../queries/visa-fit';
export {
  describeVisaFit,
  describeVisaCheck,
  citizenshipName,
  formatThresholdMoney,
  visaVerdictLabels,
  visaVerdictTones,
  visaFitDisclaimer,
} from './describeVisaFit';
export type { DescribedVisaFit, DescribedVisaCheck } from './describeVisaFit';

// The visa-fit catalogue's admin screens: routes, dated salary figures, occupations, citizenship
// rights and employers' licences.
export {
  listVisaRoutes,
  listVisaThresholds,
  listEmployerLicences,
  listVisaOccupations,
  listVisaCitizenshipRights,
  countVisaFiguresToCheck,
  visaFigureChecks,
  visaFigureCheckDays,
  visaSourceMaxAgeMonths,
  compareRoutes,
  licenceStatuses,
  occupationClassifications,
  occupationStandings,
  employerLicenceKinds,
  VISA_ROUTE_SELECT,
  VISA_THRESHOLD_SELECT,
  EMPLOYER_LICENCE_SELECT,
  VISA_OCCUPATION_SELECT,
  VISA_STANDING_SELECT,
  VISA_CITIZENSHIP_RIGHT_SELECT,
} from '../queries/visa-catalogue';
export type {
  VisaRoute,
  VisaRouteRef,
  VisaThreshold,
  EmployerLicence,
  VisaOccupation,
  VisaOccupationStanding,
  VisaCitizenshipRight,
  VisaFigureCheck,
  LicenceStatus,
  OccupationClassification,
  VisaRouteFilters,
  VisaThresholdFilters,
  EmployerLicenceFilters,
  VisaOccupationFilters,
  VisaCitizenshipRightFilters,
} from '../queries/visa-catalogue';
export {
  visaCatalogueMessages,
  isCatalogueDay,
  visaThresholdSchema,
  checkVisaThreshold,
  saveVisaThreshold,
  retireVisaThreshold,
  setEmployerLicenceStatus,
  visaRouteSchema,
  checkVisaRoute,
  updateVisaRoute,
  setVisaRouteRetired,
  visaOccupationSchema,
  checkVisaOccupation,
  saveVisaOccupation,
  setVisaOccupationRetired,
  visaStandingSchema,
  checkVisaStanding,
  setVisaOccupationStanding,
  visaCitizenshipRightSchema,
  checkVisaCitizenshipRight,
  saveVisaCitizenshipRight,
  setVisaCitizenshipRightRetired,
} from '../mutations/visa-catalogue';
export type {
  LicenceDecision,
  VisaThresholdForm,
  VisaRouteForm,
  VisaOccupationForm,
  VisaStandingForm,
  VisaCitizenshipRightForm,
} from '../mutations/visa-catalogue';

// The UK Register of Licensed Sponsors: an admin imports the published CSV, reviews the matches
// the database proposes and confirms them (admin/employer-licences/import).
export {
  getLatestSponsorRegisterImport,
  getSponsorRegisterProposals,
  changingOutcomes,
} from '../queries/sponsor-register';
export type {
  SponsorRegisterImport,
  SponsorRegisterOutcome,
  SponsorRegisterProposal,
} from '../queries/sponsor-register';
export {
  importSponsorRegister,
  confirmSponsorRegisterMatches,
  discardSponsorRegisterImport,
} from '../mutations/visa-catalogue/sponsor-register';
export type {
  SponsorRegisterSource,
  SponsorRegisterProgress,
  ImportSponsorRegisterOptions,
} from '../mutations/visa-catalogue/sponsor-register';
export {
  sponsorRegisterMessages,
  sponsorRegisterColumns,
  sponsorRegisterEntry,
  SponsorRegisterBatches,
} from './sponsorRegisterCsv';
export type { SponsorRegisterEntry, SponsorRegisterColumns } from './sponsorRegisterCsv';

// Employers' right to sponsor: their own licence claims (company profile) and the verified
// licences company and job pages show.
export {
  getMyLicences,
  getVerifiedLicences,
  byLicenceKind,
  licenceDay,
  licenceDestinations,
  unlicensedDestinations,
  ukSponsorRoutes,
  MY_LICENCE_SELECT,
  VERIFIED_LICENCE_SELECT,
} from '../queries/employer-licences';
export type { EmployerLicenceKind, MyLicence, VerifiedLicence } from '../queries/employer-licences';
export {
  employerLicenceMessages,
  licenceFields,
  employerLicenceFormOf,
  normaliseLicenceRoutes,
  checkEmployerLicence,
  claimEmployerLicence,
  updateEmployerLicence,
  withdrawEmployerLicence,
} from '../mutations/employer-licences';
export type { EmployerLicenceForm, EmployerLicenceValues } from '../mutations/employer-licences';

// The job form's occupation type-ahead: each destination's classification and its codes.
export {
  listOccupationClassifications,
  searchOccupations,
  getOccupation,
  occupationLabel,
  occupationSearchWords,
  occupationSearchLimit,
  occupationClassificationLabels,
} from '../queries/visa-occupations-search';
export type {
  OccupationOption,
  OccupationClassifications,
  OccupationSearch,
} from '../queries/visa-occupations-search';
