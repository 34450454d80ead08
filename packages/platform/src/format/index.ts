export { groupDigits } from './groupDigits';
export { formatPrice } from './price';
export { formatDate, formatDateTime } from './date';
