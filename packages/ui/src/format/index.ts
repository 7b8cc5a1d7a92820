export { formatSalary, salaryPeriodSuffix } from './formatSalary';
export type { SalaryInput, SalaryPeriodValue, FormatSalaryOptions } from './formatSalary';
