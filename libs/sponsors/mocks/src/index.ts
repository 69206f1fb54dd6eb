export { SponsorsStore, hashSponsorToken } from './lib/sponsors-store';
export { DEMO_CLIENT_HEADER, SPONSOR_TOKEN_HEADER, sponsorHandlers } from './lib/sponsors';
