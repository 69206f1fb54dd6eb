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
export {
  useGetAirportCarsQuery,
  useGetAirportsQuery,
  useGetServicesQuery,
  useGetStorageAddressQuery,
  useGetStorageTypesQuery,
  useRequestVisaConsultationMutation,
  useSaveStorageAddressMutation,
  useStorageCheckoutMutation,
} from './services-api';
