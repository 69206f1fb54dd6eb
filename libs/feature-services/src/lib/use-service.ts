import { useGetServicesQuery, type Service } from '@portal/data-access';
import { parseId, parseSlug } from '@portal/util';
import { useParams } from 'react-router-dom';

export interface ServiceParams {
  serviceId: number | null;
  /** undefined when the path has no slug. */
  serviceSlug: string | null | undefined;
}

/**
 * The service named by the path. Both `services/{id}/{slug}/…` and the slug-first variant
 * `services/{slug}/{id}/…` lead here; the route declares the id first, so a slug in that place is swapped.
 */
export function useServiceParams(): ServiceParams {
  const params = useParams();
  const first = params['serviceId'];
  const second = params['serviceSlug'];
  if (parseId(first) === null && parseSlug(first) !== null && parseId(second) !== null) {
    return { serviceId: parseId(second), serviceSlug: parseSlug(first) };
  }
  return { serviceId: parseId(first), serviceSlug: second === undefined ? undefined : parseSlug(second) };
}

export interface ServiceLookup {
  service: Service | undefined;
  notFound: boolean;
  isError: boolean;
  refetch: () => void;
}

export function useService({ serviceId, serviceSlug }: ServiceParams): ServiceLookup {
  const { data, isError, refetch } = useGetServicesQuery(undefined, {
    skip: serviceId === null || serviceSlug === null,
  });
  const service = data?.find((candidate) => candidate.id === serviceId);
  const notFound =
    serviceId === null ||
    serviceSlug === null ||
    (Boolean(data) && (!service || (serviceSlug !== undefined && service.slug !== serviceSlug)));
  return { service: notFound ? undefined : service, notFound, isError, refetch: () => void refetch() };
}
