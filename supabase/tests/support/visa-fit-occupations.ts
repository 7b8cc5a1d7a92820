// The visa-fit tests' own occupations: codes no classification uses, each with its standing on
// the seeded routes, so a case can name an occupation listed, conditional or ineligible.

/**
 * Occupation codes no classification uses: SOC major group 99 (UK SOC 2010 and 2020 end at 92),
 * NOC 2021 major group 99, US SOC major group 99, ANZSCO sub-major groups 29, 37, 49, 79 and 87.
 */
export const occupations = {
  ukListed: '9901',
  ukGoingRate: '9902',
  ukIneligible: '9903',
  ukUnlisted: '9904',
  ukShortage: '9905',
  ukHourlyGoingRate: '9906',
  ieCritical: '9911',
  ieGeneral: '9912',
  ieIneligible: '9913',
  caGeneral: '99901',
  caCusma: '99902',
  usTn: '99-9901',
  usSpecialty: '99-9902',
  usGeneral: '99-9903',
  auCore: '299901',
  auOffList: '299902',
  auTradeListed: '379901',
  auTradeOffList: '379902',
  auOperator: '799901',
  auLabourer: '879901',
  nzLevelFour: '499901',
} as const;

type Classification = 'uk_soc_2020' | 'uk_soc_2010' | 'noc_2021' | 'us_soc' | 'anzsco';
type Standing = 'eligible' | 'conditional' | 'ineligible';

export interface FixtureOccupation {
  classification: Classification;
  code: string;
  title: string;
  skill_level?: number;
  /** route code → standing on it (and what else the row says) */
  routes?: Record<string, { standing: Standing } & Record<string, unknown>>;
}

const tableOne = 'Appendix Skilled Occupations, Table 1';
export const shortageNote = 'Temporary Shortage List until 31 December 2026; no dependants.';
export const levelFourNote =
  'Needs three years of relevant experience or an NZQCF level 4 qualification.';

export const fixtureOccupations: FixtureOccupation[] = [
  {
    classification: 'uk_soc_2020',
    code: occupations.ukListed,
    title: 'Fixture software developer',
    routes: {
      'uk-skilled-worker': {
        standing: 'eligible',
        list_name: tableOne,
        going_rate: 35000,
        going_rate_currency: 'GBP',
        going_rate_period: 'year',
      },
    },
  },
  {
    classification: 'uk_soc_2020',
    code: occupations.ukGoingRate,
    title: 'Fixture actuary',
    routes: {
      'uk-skilled-worker': {
        standing: 'eligible',
        list_name: tableOne,
        going_rate: 52000,
        going_rate_currency: 'GBP',
        going_rate_period: 'year',
      },
    },
  },
  {
    classification: 'uk_soc_2020',
    code: occupations.ukIneligible,
    title: 'Fixture care assistant',
    routes: {
      'uk-skilled-worker': {
        standing: 'ineligible',
        list_name: 'Appendix Skilled Occupations, ineligible',
      },
    },
  },
  { classification: 'uk_soc_2020', code: occupations.ukUnlisted, title: 'Fixture shop supervisor' },
  {
    classification: 'uk_soc_2020',
    code: occupations.ukShortage,
    title: 'Fixture welder',
    routes: {
      'uk-skilled-worker': {
        standing: 'conditional',
        list_name: 'Temporary Shortage List',
        note: shortageNote,
      },
    },
  },
  {
    classification: 'uk_soc_2020',
    code: occupations.ukHourlyGoingRate,
    title: 'Fixture radiographer',
    routes: {
      'uk-skilled-worker': {
        standing: 'eligible',
        list_name: tableOne,
        going_rate: 25,
        going_rate_currency: 'GBP',
        going_rate_period: 'hour',
      },
    },
  },
  {
    classification: 'uk_soc_2010',
    code: occupations.ieCritical,
    title: 'Fixture data engineer',
    routes: {
      'ie-critical-skills': {
        standing: 'eligible',
        tier: 'critical_skills',
        list_name: 'Critical Skills Occupations List',
      },
    },
  },
  { classification: 'uk_soc_2010', code: occupations.ieGeneral, title: 'Fixture account manager' },
  {
    classification: 'uk_soc_2010',
    code: occupations.ieIneligible,
    title: 'Fixture receptionist',
    routes: {
      'ie-critical-skills': { standing: 'ineligible', list_name: 'Ineligible Occupations List' },
      'ie-general-permit': { standing: 'ineligible', list_name: 'Ineligible Occupations List' },
    },
  },
  { classification: 'noc_2021', code: occupations.caGeneral, title: 'Fixture payroll officer' },
  {
    classification: 'noc_2021',
    code: occupations.caCusma,
    title: 'Fixture computer systems analyst',
    routes: { 'ca-cusma-professional': { standing: 'eligible', list_name: 'CUSMA professions' } },
  },
  {
    classification: 'us_soc',
    code: occupations.usTn,
    title: 'Fixture management consultant',
    routes: { 'us-tn': { standing: 'eligible', list_name: 'USMCA professions' } },
  },
  {
    classification: 'us_soc',
    code: occupations.usSpecialty,
    title: 'Fixture biochemist',
    routes: { 'us-e3': { standing: 'eligible' }, 'us-h1b1': { standing: 'eligible' } },
  },
  { classification: 'us_soc', code: occupations.usGeneral, title: 'Fixture marketing manager' },
  {
    classification: 'anzsco',
    code: occupations.auCore,
    title: 'Fixture ICT business analyst',
    skill_level: 1,
    routes: { 'au-sid-core': { standing: 'eligible', list_name: 'Core Skills Occupation List' } },
  },
  {
    classification: 'anzsco',
    code: occupations.auOffList,
    title: 'Fixture product strategist',
    skill_level: 1,
  },
  {
    classification: 'anzsco',
    code: occupations.auTradeListed,
    title: 'Fixture electrician',
    skill_level: 3,
    routes: { 'au-sid-core': { standing: 'eligible', list_name: 'Core Skills Occupation List' } },
  },
  {
    classification: 'anzsco',
    code: occupations.auTradeOffList,
    title: 'Fixture boat builder',
    skill_level: 3,
  },
  {
    classification: 'anzsco',
    code: occupations.auOperator,
    title: 'Fixture crane operator',
    skill_level: 4,
  },
  {
    classification: 'anzsco',
    code: occupations.auLabourer,
    title: 'Fixture site labourer',
    skill_level: 5,
  },
  {
    classification: 'anzsco',
    code: occupations.nzLevelFour,
    title: 'Fixture office supervisor',
    skill_level: 4,
    routes: {
      'nz-aewv': {
        standing: 'conditional',
        list_name: 'ANZSCO skill level 4',
        note: levelFourNote,
      },
    },
  },
];
