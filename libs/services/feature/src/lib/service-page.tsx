import { useCatalogHome } from '@portal/shop/data-access';
import { CatalogHomePage } from '@portal/ui';
import { paths } from '@portal/util';
import { Navigate, useParams } from 'react-router-dom';
import { AirportPickup } from './airport-pickup';
import { StorageBooking } from './storage-booking';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** The services with a booking form of their own instead of a catalog. */
const BOOKING_FORMS = { airport_pickup: AirportPickup, storage: StorageBooking } as const;

/**
 * `services/{serviceId}`, `services/{serviceId}/{serviceSlug}` and `…/{invoiceId}`: a service. A catalog service
 * lists its categories; airport pickup and storage have their own booking forms.
 */
export function ServicePage() {
  const params = useParams();
  const view = useCatalogHome('service', params);
  const { service } = view;
  if (service && params['serviceSlug'] === undefined) {
    return <Navigate to={paths.services(service.id, service.slug)} replace />;
  }
  const BookingForm = service && service.kind !== 'catalog' ? BOOKING_FORMS[service.kind] : undefined;
  return (
    <CatalogHomePage
      view={view}
      words={{ ns: 'services', key: 'catalog' }}
      content={BookingForm && ((invoiceId) => <BookingForm invoiceId={invoiceId} />)}
    />
  );
}
