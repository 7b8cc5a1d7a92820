export { formatDate, formatDateTime, formatTime } from './date';
export type { FormatDateOptions } from './date';
export { formatSalary, salaryPeriodSuffix } from './salary';
export type { SalaryInput, SalaryPeriodValue, FormatSalaryOptions } from './salary';
export { siteDateLocale, siteNumberLocale } from './locale';
export { formatRelativeDays, formatMoney, formatNumber } from './format';
export { relocationPackageItems } from './relocation';
export type { RelocationPackage } from './relocation';
export { formatTimeZone, formatUtcOffset } from './timeZone';
