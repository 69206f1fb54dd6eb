import './lib/i18n/register';
export {
  createChunkErrorRecovery,
  isChunkLoadError,
  recoverFromChunkError,
  type ChunkRecovery,
} from './lib/chunk-errors';
export { OfflineIndicator } from './lib/offline-indicator';
export { OFFLINE_LOG_MESSAGE } from './lib/online-status';
export {
  PwaController,
  startPwa,
  type PwaOptions,
  type UpdateHoldSource,
  type UpdateNoticeState,
} from './lib/service-worker';
export { UpdateNotice, UpdateOnNavigation } from './lib/update-notice';
export {
  VERSION_POLL_INTERVAL_MS,
  parseAppVersion,
  startVersionPoller,
  type AppVersion,
} from './lib/version-poller';
