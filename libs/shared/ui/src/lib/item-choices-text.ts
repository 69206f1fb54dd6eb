import { formatDate, itemChoices } from '@portal/util';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a student chose with an item (a ticket's day and time, each guest's dinner) in words, the same on the
 * basket, the checkout and the order: "Nov 28, 2026 · 10:00", "Guest 1: Fish, Guest 2: Vegetarian".
 */
export function useItemChoicesText(): (options: Record<string, string | number> | undefined) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (options) => {
      const guests: string[] = [];
      const parts: string[] = [];
      for (const choice of itemChoices(options)) {
        if (choice.kind === 'date') parts.push(formatDate(choice.date));
        else if (choice.kind === 'value') parts.push(choice.value);
        else guests.push(t('catalog.guestChosen', { guest: choice.guest, choice: choice.values.join(', ') }));
      }
      return [...parts, ...(guests.length ? [guests.join(', ')] : [])].join(' · ');
    },
    [t],
  );
}
