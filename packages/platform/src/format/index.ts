export { groupDigits } from './groupDigits';
export { formatPrice } from './price';
export { formatArticleDate, formatDate, formatDateTime } from './date';
