import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  MAX_LINE_QUANTITY,
  useGetAdditionalServicesQuery,
  useGetAirportCarsQuery,
  useGetProductQuery,
  useGetStorageTypesQuery,
  type BasketLine,
} from '@portal/data-access';

export type LineQuote =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'missing' }
  | { status: 'unavailable' }
  | { status: 'ok'; unitPrice: number; currency: string; maxQuantity: number };

const isGone = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  [400, 404].includes((error as { status: number }).status);

const num = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;

/**
 * The current price of a basket line, from the API. The price stored in the basket is only what the student
 * saw; what the total shows is what the API says now, and a line whose item disappeared is flagged.
 */
export function useLineQuote(line: BasketLine): LineQuote {
  const isProduct = line.kind === 'product' || line.kind === 'service';
  const product = useGetProductQuery(isProduct ? line.id : skipToken);

  const additional = useGetAdditionalServicesQuery(
    line.kind === 'additional_service' && line.invoice_id ? { invoice_id: line.invoice_id } : skipToken,
  );

  const airportId = num(line.options['airport_id']);
  const person = num(line.options['person']);
  const cars = useGetAirportCarsQuery(
    line.kind === 'airport_car' && Number.isInteger(airportId) && Number.isInteger(person)
      ? { airportId, person }
      : skipToken,
  );

  const pickup = line.options['pickup_date'];
  const dropoff = line.options['dropoff_date'];
  const storage = useGetStorageTypesQuery(
    line.kind === 'storage' && typeof pickup === 'string' && typeof dropoff === 'string'
      ? { pickup_date: pickup, dropoff_date: dropoff }
      : skipToken,
  );

  const query = isProduct
    ? product
    : { additional_service: additional, airport_car: cars, storage }[line.kind as 'storage'];
  if (!query || query.isUninitialized) return { status: 'missing' };
  if (query.isError)
    return isGone(query.error)
      ? { status: 'missing' }
      : { status: 'error', retry: () => void query.refetch() };
  if (!query.data) return { status: 'loading' };

  const found = Array.isArray(query.data) ? query.data.find((item) => item.id === line.id) : query.data;
  if (!found) return { status: 'missing' };
  if ('available' in found && !found.available) return { status: 'unavailable' };
  const maxQuantity =
    'max_quantity' in found ? found.max_quantity : line.kind === 'airport_car' ? 1 : MAX_LINE_QUANTITY;
  return { status: 'ok', unitPrice: found.price, currency: found.currency, maxQuantity };
}
