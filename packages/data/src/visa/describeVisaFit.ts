import { formatDate } from '../format/date';
import { siteNumberLocale } from '../format/locale';
import { countryLabel } from '../constants/countries';
import { visaVerdictLabels } from '../constants/visa';
import type { VisaCheck, VisaCheckStatus, VisaFit, VisaVerdict } from '../queries/visa-fit';

// The verdict's words live with the constants, which emails import without the data layer.
export { visaVerdictLabels };

/** Whether a verdict is good news, bad news or undecided (the chip's tone). */
export const visaVerdictTones: Record<VisaVerdict, 'positive' | 'critical' | 'neutral'> = {
  no_visa_needed: 'positive',
  treaty_route: 'positive',
  likely_sponsorable: 'positive',
  salary_below_threshold: 'critical',
  occupation_not_eligible: 'critical',
  employer_not_licensed: 'critical',
  unknown: 'neutral',
};

export const visaFitDisclaimer = 'Guidance, not legal advice.';

const classificationNames: Record<string, string> = {
  uk_soc_2020: 'UK SOC 2020',
  uk_soc_2010: 'UK SOC 2010',
  noc_2021: 'NOC 2021',
  us_soc: 'US SOC',
  anzsco: 'ANZSCO',
};

const licenceNames: Record<string, string> = {
  uk_licensed_sponsor: 'UK sponsor licence',
  nz_accredited_employer: 'New Zealand employer accreditation',
  au_standard_business_sponsor: 'Australian standard business sponsorship',
};

/** 'the United Kingdom', 'Canada': a country's name as a sentence uses it. */
function inSentence(label: string): string {
  return /^(United |Netherlands|Philippines|Bahamas|Gambia|Maldives|Czech Republic|Dominican Republic|Central African|Democratic Republic|Marshall Islands|Solomon Islands|Comoros)/.test(
    label,
  )
    ? `the ${label}`
    : label;
}

const periodWords: Record<string, string> = { year: 'a year', month: 'a month', hour: 'an hour' };

/** A country's name from its ISO code ('IE' → 'Ireland'), in English. */
export function citizenshipName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** '£41,700', 'CA$36.60': whole amounts without decimals, others with two. */
export function formatThresholdMoney(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(siteNumberLocale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

const money = (amount: number | null | undefined, currency: string | null | undefined) =>
  amount == null || !currency ? '' : formatThresholdMoney(Number(amount), currency);

const occupationName = (check: VisaCheck) => {
  const { title, code } = check.facts;
  return title ? `${title} (${code})` : `Occupation ${code}`;
};

function salarySentence(check: VisaCheck): string {
  const f = check.facts;
  const t = f.threshold;
  if (!t || f.currency == null || f.period == null) return '';
  const offered = `${money(f.offered, f.currency)} ${periodWords[f.period]}`;
  const threshold = `${money(t.amount, f.currency)}, the ${t.label} from ${formatDate(t.effective_from)}`;
  const goingRate =
    f.going_rate != null && f.required != null && Number(f.going_rate) > Number(t.amount)
      ? ` The going rate for the occupation, ${money(f.going_rate, f.currency)}, is higher and applies.`
      : '';
  const hours = f.hours_assumed
    ? ` Counted at ${f.weekly_hours} hours a week, as the job does not say.`
    : '';
  if (check.reason === 'below') return `${offered} is below ${threshold}.${goingRate}${hours}`;
  if (check.reason === 'top_of_range_meets')
    return `The top of the range, ${offered}, meets ${threshold}; an offer lower in the range would not.${goingRate}${hours}`;
  return `${offered} meets ${threshold}.${goingRate}${hours}`;
}

/** One check in a sentence, with the figures it compared. */
export function describeVisaCheck(check: VisaCheck, fit: Pick<VisaFit, 'destination'>): string {
  const f = check.facts;
  const destination = inSentence(countryLabel(fit.destination));
  const classification = f.classification ? classificationNames[f.classification] : 'its';
  switch (`${check.check}/${check.reason}`) {
    case 'destination/not_covered':
      return `GlobalHire's visa catalogue does not cover ${destination} yet.`;
    case 'citizenship/free_movement':
      return `Citizens of ${inSentence(citizenshipName(f.citizenship ?? ''))} need no visa to work in ${destination}: ${f.basis}.`;
    case 'citizenship/treaty':
      return f.citizenship
        ? `Citizens of ${inSentence(citizenshipName(f.citizenship))} can use this route: ${f.basis}. ${f.conditions ?? ''}`.trim()
        : `The applicant's citizenship opens this route: ${f.basis}.`;
    case 'citizenship/permission_needed':
      return f.citizenships?.length
        ? `Citizens of ${f.citizenships.map((code) => inSentence(citizenshipName(code))).join(' and ')} need permission to work in ${destination}.`
        : `The applicant needs permission to work in ${destination}.`;
    case 'citizenship/not_given':
      return 'No citizenship given: these checks are for someone who needs a visa.';
    case 'salary/salary_missing':
      return 'The job gives no salary, so it cannot be compared with the threshold.';
    case 'salary/currency_not_local':
      return `The salary is in ${f.currency}; the thresholds are in ${f.local_currency}, and no exchange rate is applied.`;
    case 'occupation/occupation_missing':
      return `The employer has not given an occupation code (${classification}), so eligibility cannot be checked.`;
    case 'occupation/not_in_classification':
      return `Occupation code ${f.code} is not in ${classification}, so eligibility cannot be checked.`;
    case 'occupation/eligible':
      return f.list_name
        ? `${occupationName(check)} is eligible: ${f.list_name}.`
        : `${occupationName(check)} is eligible for this route.`;
    case 'occupation/excluded':
      return `${occupationName(check)} is in an occupation group this route excludes.`;
    case 'occupation/ineligible':
      return `${occupationName(check)} is on the ${f.list_name ?? 'list of ineligible occupations'}.`;
    case 'occupation/not_listed':
      return `${occupationName(check)} is not on this route's list of eligible occupations.`;
    case 'occupation/conditional':
      return `${occupationName(check)}: ${f.note ?? 'eligible only under conditions the job does not show.'}`;
    case 'salary/meets':
    case 'salary/top_of_range_meets':
    case 'salary/below':
      return salarySentence(check);
    case 'salary/not_checkable':
      return f.note ?? 'The salary cannot be compared for this route.';
    case 'salary/region_missing':
      return `The job does not give its province or state, and ${destination}'s thresholds differ by region.`;
    case 'salary/no_threshold':
      return f.region
        ? `The catalogue holds no threshold for ${f.region} on this date.`
        : 'The catalogue holds no threshold for this route on this date.';
    case 'salary/hours_missing':
      return "The job's weekly hours are needed to compare its pay with the threshold.";
    case 'employer/no_licence_exists':
      return f.note ?? `${destination} has no employer licence for this route.`;
    case 'employer/licence_verified':
      return `The employer holds a verified ${licenceNames[f.kind ?? ''] ?? 'licence'}${f.licence_number ? ` (${f.licence_number})` : ''}.`;
    case 'employer/not_licensed':
      return `The employer has no verified ${licenceNames[f.kind ?? ''] ?? 'licence'}${f.route_name ? ` for the ${f.route_name} route` : ''}.`;
    case 'employer/licence_unverified':
      return `The employer's ${licenceNames[f.kind ?? ''] ?? 'licence'} is not verified. ${f.note ?? ''}`.trim();
    default:
      return `${check.check}: ${check.reason}`;
  }
}

const checkTitles: Record<VisaCheck['check'], string> = {
  destination: 'Destination',
  citizenship: 'Citizenship',
  occupation: 'Occupation',
  salary: 'Salary',
  employer: 'Employer',
};

export interface DescribedVisaCheck {
  title: string;
  status: VisaCheckStatus;
  detail: string;
  sourceUrl: string | null;
}

export interface DescribedVisaFit {
  verdict: VisaVerdict;
  label: string;
  tone: 'positive' | 'critical' | 'neutral';
  summary: string;
  routeName: string | null;
  routeUrl: string | null;
  routeNote: string | null;
  asOf: string;
  checks: DescribedVisaCheck[];
}

function summaryOf(fit: VisaFit): string {
  const destination = inSentence(countryLabel(fit.destination));
  const route = fit.route?.name;
  switch (fit.verdict) {
    case 'no_visa_needed':
      return `You can work in ${destination} without a visa.`;
    case 'treaty_route':
      return `${route} is open to you for this job: simpler than sponsorship, though a permit is still needed.`;
    case 'likely_sponsorable':
      return `This job appears to meet what the ${route} needs, on the checks below.`;
    case 'salary_below_threshold':
      return `The salary is below what the ${route} needs.`;
    case 'occupation_not_eligible':
      return `This occupation does not qualify for ${route ?? `a work route to ${destination}`}.`;
    case 'employer_not_licensed':
      return `The employer is not licensed to sponsor the ${route}.`;
    default:
      return 'We cannot tell yet: the checks below say what is missing.';
  }
}

/** The whole verdict in words, for the job page panel and the applicant view. */
export function describeVisaFit(fit: VisaFit): DescribedVisaFit {
  return {
    verdict: fit.verdict,
    label: visaVerdictLabels[fit.verdict],
    tone: visaVerdictTones[fit.verdict],
    summary: summaryOf(fit),
    routeName: fit.route?.name ?? null,
    routeUrl: fit.route?.official_url ?? null,
    routeNote: fit.route?.note ?? null,
    asOf: formatDate(fit.as_of),
    checks: fit.checks.map((check) => ({
      title: checkTitles[check.check],
      status: check.status,
      detail: describeVisaCheck(check, fit),
      sourceUrl: check.source_url,
    })),
  };
}
