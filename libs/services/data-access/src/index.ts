export {
  VISA_CONSULTATION_TOPICS,
  type Airport,
  type AirportCar,
  type Service,
  type StorageAddress,
  type StorageType,
  type VisaConsultation,
  type VisaConsultationTopic,
} from '@portal/api-contract';
// servicesApi and its arguments: the shop's basket prices airport-car and storage lines with these endpoints (a
// dependency eslint.config.mjs names).
export {
  servicesApi,
  type AirportCarsArgs,
  type StorageTypesArgs,
  useGetAirportCarsQuery,
  useGetAirportsQuery,
  useGetServicesQuery,
  useGetStorageAddressQuery,
  useGetStorageTypesQuery,
  useRequestVisaConsultationMutation,
  useSaveStorageAddressMutation,
  useStorageCheckoutMutation,
} from './lib/services-api';
