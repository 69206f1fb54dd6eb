import './ui.css';
import './i18n/i18n';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { memo, startTransition, useMemo, useOptimistic, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LightButton } from './light-button';

export interface PagerProps {
  /** The page shown, from 1. */
  current: number;
  /** How many items there are in all, and how many a page holds. */
  total: number;
  pageSize: number;
  /** An asynchronous answer (a promise) keeps the page chosen shown until it settles. */
  onChange: (page: number) => void | Promise<void>;
  /** "Page 3 of 12" between the arrows instead of the page numbers (a phone). */
  simple?: boolean;
  align?: 'start' | 'center' | 'end';
  style?: CSSProperties;
}

/** The arrows' icons, made once: a click re-renders the buttons, not the icons inside them. */
const PREVIOUS_ICON = <LeftOutlined className="ui-pager-arrow" />;
const NEXT_ICON = <RightOutlined className="ui-pager-arrow" />;

/** How many page numbers show on each side of the current one before an ellipsis. */
const AROUND = 2;

/** The page numbers to show: the first, the last and those around the current one, `null` for a gap. */
export function pagerItems(current: number, count: number): (number | null)[] {
  const pages: (number | null)[] = [];
  const add = (page: number) => {
    const last = pages.length === 0 ? 0 : (pages[pages.length - 1] as number);
    if (page - last > 1) pages.push(null);
    pages.push(page);
  };
  add(1);
  for (let page = Math.max(2, current - AROUND); page <= Math.min(count - 1, current + AROUND); page++)
    add(page);
  if (count > 1) add(count);
  return pages;
}

/**
 * The pages of a list the server pages (invoices at 5,000): the previous and next arrows and the page numbers
 * around the current one (the current marked `aria-current`), in a `nav` named "Pages". Nothing when everything fits
 * one page. Static CSS (ui.css) instead of antd's Pagination. A controlled component: it shows `current`, and a page
 * chosen shows at once (React's `useOptimistic`) while the owner's answer (the address, the rows) renders in a
 * transition; if the owner keeps its own page, the pager shows that again. Two quick clicks on an arrow, before
 * the owner has answered the first, go two pages on.
 */
export const Pager = memo(function Pager({
  current,
  total,
  pageSize,
  onChange,
  simple = false,
  align = 'end',
  style,
}: PagerProps) {
  const { t } = useTranslation('common');
  // The page chosen while the owner answers (React renders it at once, before the next click): the arrows step from it.
  const [shown, show] = useOptimistic(current);
  // The words, translated once per language: a click re-renders the buttons in its own task, and i18next's `t`
  // was half of that render at CPU 4x.
  const words = useMemo(() => {
    const pages = new Map<number, string>();
    return {
      label: t('pager.label'),
      previous: t('pager.previous'),
      next: t('pager.next'),
      page: (page: number) => {
        let name = pages.get(page);
        if (name === undefined) pages.set(page, (name = t('pager.page', { page })));
        return name;
      },
    };
  }, [t]);
  const count = Math.max(1, Math.ceil(total / pageSize));
  if (count <= 1) return null;
  /** Turns to `page`, or by `step` from the page last chosen (two quick clicks on an arrow go two pages on). */
  const choose = (page: number | null, step = 0) => {
    const next = Math.min(count, Math.max(1, page ?? shown + step));
    startTransition(async () => {
      show(next);
      await onChange(next);
    });
  };
  return (
    <nav aria-label={words.label} className="ui-pager" style={{ justifyContent: align, ...style }}>
      <LightButton
        variant="text"
        className="ui-pager-previous"
        icon={PREVIOUS_ICON}
        aria-label={words.previous}
        disabled={shown <= 1}
        onClick={() => choose(null, -1)}
      />
      {simple ? (
        <span className="ui-pager-simple">{t('pager.pageOf', { page: shown, count })}</span>
      ) : (
        pagerItems(shown, count).map((page, index) =>
          page === null ? (
            <span key={`gap-${index}`} className="ui-pager-gap" aria-hidden>
              …
            </span>
          ) : (
            <LightButton
              key={page}
              variant="text"
              className="ui-pager-item"
              aria-current={page === shown ? 'page' : undefined}
              aria-label={words.page(page)}
              onClick={() => choose(page)}
            >
              {page}
            </LightButton>
          ),
        )
      )}
      <LightButton
        variant="text"
        className="ui-pager-next"
        icon={NEXT_ICON}
        aria-label={words.next}
        disabled={shown >= count}
        onClick={() => choose(null, 1)}
      />
    </nav>
  );
});
