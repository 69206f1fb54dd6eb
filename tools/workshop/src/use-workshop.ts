import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Workshop, WorkshopState } from './workshop';

export const WorkshopContext = createContext<Workshop | null>(null);

/** The workshop and its current state (student, mock mode, generation). */
export function useWorkshop(): [WorkshopState, Workshop] {
  const workshop = useContext(WorkshopContext);
  if (!workshop) throw new Error('useWorkshop needs the WorkshopContext of WorkshopApp.');
  return [useSyncExternalStore(workshop.subscribe, workshop.getState), workshop];
}
