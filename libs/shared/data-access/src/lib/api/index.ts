export { api, TRANSLATED_TAG } from './api';
// A domain's data access outside this lib (libs/<domain>/data-access) injects its endpoints into the one api slice and
// sends its link-secret calls under this prefix, which the one base query keeps outside the student's session.
export { SPONSOR_PATH_PREFIX } from './base-query';
export { apiErrorOf, isUnknownIdError, readFieldErrors } from './field-errors';
