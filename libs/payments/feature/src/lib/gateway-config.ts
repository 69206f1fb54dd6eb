import { toSafeScriptUrl } from '@portal/util';

const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

/** The demo back end's stand-ins; production sets the real gateways' script addresses at build time. */
const DEMO_PAYPAL_SDK_URL = 'http://localhost:3333/demo-gateways/paypal-sdk.js';
const DEMO_FLYWIRE_SCRIPT_URL = 'http://localhost:3333/demo-gateways/flywire-checkout.js';

/**
 * Where the gateways' browser scripts come from (VITE_PAYPAL_SDK_URL, e.g. https://www.paypal.com/sdk/js?client-id=…&currency=GBP,
 * and VITE_FLYWIRE_SCRIPT_URL, e.g. https://checkout.flywire.com/flywire-payment.js). An address that is not https
 * (or http on this machine) is null: the page then says the gateway cannot load, and never loads it.
 */
export const gatewayConfig = {
  paypalSdkUrl: toSafeScriptUrl(env['VITE_PAYPAL_SDK_URL'] || DEMO_PAYPAL_SDK_URL),
  flywireScriptUrl: toSafeScriptUrl(env['VITE_FLYWIRE_SCRIPT_URL'] || DEMO_FLYWIRE_SCRIPT_URL),
};
