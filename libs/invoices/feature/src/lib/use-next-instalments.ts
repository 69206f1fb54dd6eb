import { instalmentToPay, useGetInstalmentPlansQuery } from '@portal/invoices/data-access';
import { isoToday } from '@portal/util';
import { useMemo } from 'react';
import type { NextInstalment } from './invoice-description';

/** What each invoice on a running plan asks for next, by invoice id; none while the plans load or if they fail. */
export function useNextInstalments(): ReadonlyMap<number, NextInstalment> {
  const plans = useGetInstalmentPlansQuery().data;
  return useMemo(() => {
    const next = new Map<number, NextInstalment>();
    for (const plan of plans ?? []) {
      const due = instalmentToPay(plan, isoToday());
      if (due)
        next.set(plan.invoice_id, {
          amount: due.amount,
          due_date: due.due_date,
          late: plan.state === 'behind',
        });
    }
    return next;
  }, [plans]);
}
