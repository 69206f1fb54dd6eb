import './ui.css';
import './i18n/i18n';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { memo, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LightButton } from './light-button';
import { useShownChoice } from './use-shown-choice';

export interface PagerProps {
  /** The page shown, from 1. */
  current: number;
  /** How many items there are in all, and how many a page holds. */
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
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
 * one page. Static CSS (ui.css) instead of antd's Pagination: a click re-renders a few buttons in its own frame,
 * and `onChange`, with the rows, comes after that frame (useShownChoice, issue 15).
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
  const [shown, choose] = useShownChoice(current, onChange);
  // The words, translated once per language: a click re-renders the buttons in its own task, and i18next's `t`
  // was half of that render at CPU 4x (issue 15).
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
  return (
    <nav aria-label={words.label} className="ui-pager" style={{ justifyContent: align, ...style }}>
      <LightButton
        variant="text"
        className="ui-pager-previous"
        icon={PREVIOUS_ICON}
        aria-label={words.previous}
        disabled={shown <= 1}
        onClick={() => choose(shown - 1)}
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
              variant={page === shown ? 'default' : 'text'}
              className={page === shown ? 'ui-pager-item ui-pager-current' : 'ui-pager-item'}
              aria-label={words.page(page)}
              aria-current={page === shown ? 'page' : undefined}
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
        onClick={() => choose(shown + 1)}
      />
    </nav>
  );
});
