export { api } from './api';
export { apiErrorOf, isUnknownIdError, readFieldErrors } from './field-errors';
