import { useGetProfileQuery, useStudent } from '@portal/data-access';

/** The signed-in student's id (drafts are kept per student); null until the profile has loaded. */
export function useStudentId(): { studentId: number | null; isError: boolean; refetch: () => void } {
  const student = useStudent();
  const { data, isError, refetch } = useGetProfileQuery(undefined, { skip: student !== null });
  return {
    studentId: student?.student_id ?? data?.student_id ?? null,
    isError: student === null && isError,
    refetch,
  };
}
