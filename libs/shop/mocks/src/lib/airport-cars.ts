import { http } from 'msw';
import { parseId } from '@portal/util';
import { apiError, ok, idParam, type MockDatabase, type Authenticated } from '@portal/mocks-core';
import type { ShopStore } from './shop-store';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly shop: ShopStore };

/** The airports served and the cars that fit a party at each. */
export function airportCarHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/student_portal/airports',
      authenticated(() => ok(db.shop.airports)),
    ),

    http.get(
      '*/student_portal/airport_cars/:airportId',
      authenticated(({ params, request }) => {
        const airportId = parseId(String(params['airportId']));
        const person = idParam(new URL(request.url).searchParams.get('person'));
        if (airportId === null)
          return apiError(400, 'invalid_id', 'The airport id must be a positive number.');
        if (person === null || person > 12)
          return apiError(400, 'invalid_person', 'person must be between 1 and 12.');
        if (!db.shop.airports.some((airport) => airport.id === airportId))
          return apiError(404, 'not_found', 'Airport not found.');
        return ok(db.shop.listAirportCars(airportId, person));
      }),
    ),
  ];
}
