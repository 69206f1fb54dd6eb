import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addsUpTo,
  instalmentPlanSchema,
  instalmentToPay,
  monthlyDates,
  planSchedule,
  planStateOn,
  sameSchedule,
  splitTotal,
} from './instalment-plans';

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const total = fc.integer({ min: 2, max: 10_000_000 }).map((pence) => pence / 100);
const count = fc.integer({ min: 2, max: 10 });

describe('a plan schedule', () => {
  it('adds up to the total to the penny, with no part zero or negative', () => {
    fc.assert(
      fc.property(total, count, (amount, parts) => {
        const split = splitTotal(amount, parts);
        if (Math.round(amount * 100) < parts) {
          expect(split).toBeNull();
          return;
        }
        expect(split).toHaveLength(parts);
        for (const part of split ?? []) {
          expect(part).toBeGreaterThan(0);
          expect(Math.abs(part * 100 - Math.round(part * 100))).toBeLessThan(1e-6);
        }
        expect(
          addsUpTo(
            (split ?? []).map((a) => ({ due_date: '2026-01-01', amount: a })),
            amount,
          ),
        ).toBe(true);
      }),
    );
  });

  it('falls monthly on valid days: the same day each month, or the month’s last day', () => {
    fc.assert(
      fc.property(isoDate, count, (start, parts) => {
        const dates = monthlyDates(start, parts);
        const startDay = Number(start.slice(8, 10));
        expect(dates[0]).toBe(start);
        dates.forEach((date, index) => {
          const parsed = new Date(`${date}T00:00:00Z`);
          expect(parsed.toISOString().slice(0, 10)).toBe(date);
          const begun = new Date(`${start}T00:00:00Z`);
          const months =
            (parsed.getUTCFullYear() - begun.getUTCFullYear()) * 12 +
            parsed.getUTCMonth() -
            begun.getUTCMonth();
          expect(months).toBe(index);
          const lastDay = new Date(
            Date.UTC(parsed.getUTCFullYear(), parsed.getUTCMonth() + 1, 0),
          ).getUTCDate();
          expect(parsed.getUTCDate()).toBe(Math.min(startDay, lastDay));
        });
      }),
    );
  });

  it('puts a plan begun on the 31st on each month’s last day', () => {
    expect(monthlyDates('2027-01-31', 4)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(monthlyDates('2027-12-31', 3)).toEqual(['2027-12-31', '2028-01-31', '2028-02-29']);
  });

  it('splits £3,200 in 3 with the pennies left over on the first ones', () => {
    expect(planSchedule(3200, 3, '2026-11-29')).toEqual([
      { due_date: '2026-11-29', amount: 1066.67 },
      { due_date: '2026-12-29', amount: 1066.67 },
      { due_date: '2027-01-29', amount: 1066.66 },
    ]);
  });

  it('refuses parts that would be nothing, and tells schedules apart', () => {
    expect(splitTotal(0.01, 2)).toBeNull();
    expect(splitTotal(100, 0)).toBeNull();
    const offered = planSchedule(1000, 2, '2026-11-29') ?? [];
    expect(sameSchedule(offered, [...offered])).toBe(true);
    const [first, second] = offered;
    if (first && second) expect(sameSchedule(offered, [{ ...first, amount: 499 }, second])).toBe(false);
    expect(
      addsUpTo(
        [
          { due_date: '2026-11-29', amount: 0 },
          { due_date: '2026-12-29', amount: 1000 },
        ],
        1000,
      ),
    ).toBe(false);
  });
});

describe('a plan’s state', () => {
  const schedule = planSchedule(3200, 4, '2026-11-29') ?? [];

  it('is active with its first instalment due on the day it is agreed', () => {
    const { state, instalments } = planStateOn(
      { instalments: schedule, paid: 0, cancelled: false },
      '2026-11-29',
    );
    expect(state).toBe('active');
    expect(instalments.map((part) => part.state)).toEqual(['due', 'due', 'due', 'due']);
  });

  it('goes from due to paid when an instalment is paid, and stays active', () => {
    const { state, instalments } = planStateOn(
      { instalments: schedule, paid: 800, cancelled: false },
      '2026-11-29',
    );
    expect(state).toBe('active');
    expect(instalments.map((part) => part.state)).toEqual(['paid', 'due', 'due', 'due']);
  });

  it('becomes behind the day after an instalment’s date while it is unpaid, and active again once paid', () => {
    const behind = planStateOn({ instalments: schedule, paid: 800, cancelled: false }, '2027-01-13');
    expect(behind.state).toBe('behind');
    expect(behind.instalments.map((part) => part.state)).toEqual(['paid', 'late', 'due', 'due']);
    const caughtUp = planStateOn({ instalments: schedule, paid: 1600, cancelled: false }, '2027-01-13');
    expect(caughtUp.state).toBe('active');
  });

  it('counts a part payment towards the earliest instalment, which stays due', () => {
    const { instalments } = planStateOn(
      { instalments: schedule, paid: 1000, cancelled: false },
      '2026-11-29',
    );
    expect(instalments[1]).toMatchObject({ paid: 200, state: 'due' });
  });

  it('is completed once every instalment is paid, early or all at once', () => {
    expect(planStateOn({ instalments: schedule, paid: 3200, cancelled: false }, '2026-11-29').state).toBe(
      'completed',
    );
  });

  it('is cancelled when cancelled, whatever was paid', () => {
    expect(planStateOn({ instalments: schedule, paid: 800, cancelled: true }, '2027-05-01').state).toBe(
      'cancelled',
    );
  });

  it('asks for the late and today’s instalments together, else the next one', () => {
    const behind = planStateOn({ instalments: schedule, paid: 800, cancelled: false }, '2027-01-30');
    expect(instalmentToPay(behind, '2027-01-30')).toEqual({
      amount: 1600,
      due_date: '2026-12-29',
      numbers: [2, 3],
    });
    const ahead = planStateOn({ instalments: schedule, paid: 1000, cancelled: false }, '2026-11-30');
    expect(instalmentToPay(ahead, '2026-11-30')).toEqual({
      amount: 600,
      due_date: '2026-12-29',
      numbers: [2],
    });
    const done = planStateOn({ instalments: schedule, paid: 3200, cancelled: false }, '2026-11-30');
    expect(instalmentToPay(done, '2026-11-30')).toBeNull();
  });

  it('checks a plan answer against the contract', () => {
    expect(instalmentPlanSchema.safeParse({ id: 1 }).success).toBe(false);
  });
});
