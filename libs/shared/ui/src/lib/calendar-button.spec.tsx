import '@portal/ui-light';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarButton } from './calendar-button';

const entry = () => ({ uid: 'x@portal', title: 'Jazz night', start: '2026-10-03' });

describe('CalendarButton', () => {
  beforeEach(() => {
    // Only the clock is fixed, at 10:00 UTC on 15 October 2026; timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-15T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['a day still ahead', '2026-12-15'],
    ['today', '2026-10-15'],
    ['a moment later today', '2026-10-15T19:30:00Z'],
  ])('offers an entry that ends on %s', (_case, until) => {
    render(<CalendarButton entry={entry} fileName="event-1" until={until} />);
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  it.each([
    ['a day before today', '2026-10-14'],
    ['a moment that has passed', '2026-10-15T09:59:00Z'],
  ])('offers nothing for an entry that ended on %s', (_case, until) => {
    render(<CalendarButton entry={entry} fileName="event-1" until={until} />);
    expect(screen.queryByRole('button', { name: /Add to calendar/ })).not.toBeInTheDocument();
  });
});
