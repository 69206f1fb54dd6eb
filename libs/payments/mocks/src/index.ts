export { FLYWIRE_STAND_IN_JS, PAYPAL_STAND_IN_JS } from './lib/gateway-stand-ins';
export { FLYWIRE_ON_ITS_WAY, flywireCheckout, paypalCheckout } from './lib/payment-gateways';
export {
  PaymentsStore,
  type StoredPayment,
  capturePaypal,
  gatewayFee,
  settlePayment,
  toRecord,
  transferCountries,
} from './lib/payments-store';
export { paymentHandlers } from './lib/payments';
