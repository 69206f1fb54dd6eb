import type { Student } from '@portal/api-contract';
import { useAppSelector } from '@portal/data-access';
import { selectStudent } from '@portal/data-access';
import { useGetProfileQuery } from './profile-api';

export interface CurrentStudent {
  /** null until the profile has loaded. */
  student: Student | null;
  /** The profile could not be loaded; with isFetching and refetch, a page can wait on it like on a query. */
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  /** When the API gave the profile: one kept from an earlier visit makes a page say its age. */
  fulfilledTimeStamp: number | undefined;
}

/**
 * The signed-in student, the one way to read them: the session keeps the student of the last profile
 * answer (see store.ts); this asks for the profile while there is none.
 */
export function useCurrentStudent(): CurrentStudent {
  const student = useAppSelector(selectStudent);
  const { isError, isFetching, refetch, fulfilledTimeStamp } = useGetProfileQuery();
  return { student, isError: student === null && isError, isFetching, refetch, fulfilledTimeStamp };
}
