export { formatSalaryRange, formatDate, formatRelativeDays, formatMoney } from './format';
export type { SalaryRange } from './format';
