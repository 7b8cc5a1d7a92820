export { formatDate, formatRelativeDays, formatMoney } from './format';
