import '@portal/ui-light';
import { Pagination, type PaginationProps } from 'antd';
import {
  cloneElement,
  isValidElement,
  memo,
  startTransition,
  useMemo,
  useOptimistic,
  type CSSProperties,
} from 'react';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** The page shown, from 1. */
  current: number;
  /** How many items there are in all, and how many a page holds. */
  total: number;
  pageSize: number;
  /** An asynchronous answer (a promise) keeps the page chosen shown until it settles. */
  onChange: (page: number) => void | Promise<void>;
  /** "3 / 12" between the arrows instead of the page numbers (a phone). */
  simple?: boolean;
  align?: 'start' | 'center' | 'end';
  style?: CSSProperties;
}

/**
 * The pages of a list the server pages (invoices at 5,000), on a feature page (antd's kit): antd's Pagination in a
 * `nav` named "Pages", the arrows and each page number named in the portal's words, the current page marked
 * `aria-current`. Nothing when everything fits one page. A controlled component: it shows `current`, and a page
 * chosen shows at once (React's `useOptimistic`) while the owner's answer (the address, the rows) renders in a
 * transition; if the owner keeps its own page, the pager shows that again. Two quick clicks on an arrow, before the
 * owner has answered the first, go two pages on (Pagination steps from the page it shows).
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
  const [shown, show] = useOptimistic(current);
  // The words, translated once per language: a click re-renders the pager in its own task, and i18next's `t`
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
  if (total <= pageSize) return null;
  const choose = (page: number) =>
    startTransition(async () => {
      show(page);
      await onChange(page);
    });
  // antd names the arrows in its own locale's words and the pages by their number alone: the portal's words instead.
  // A page number is a button (Pagination's item takes the focus and the keys, as its arrows' buttons do).
  const itemRender: PaginationProps['itemRender'] = (page, type, element) => {
    if (type === 'page')
      return (
        <a
          rel="nofollow"
          role="button"
          aria-label={words.page(page)}
          aria-current={page === shown ? 'page' : undefined}
        >
          {page}
        </a>
      );
    if ((type === 'prev' || type === 'next') && isValidElement<{ 'aria-label'?: string }>(element))
      return cloneElement(element, { 'aria-label': type === 'prev' ? words.previous : words.next });
    return element;
  };
  return (
    <nav aria-label={words.label} className="ui-pager" style={style}>
      <Pagination
        current={shown}
        total={total}
        pageSize={pageSize}
        align={align}
        simple={simple ? { readOnly: true } : false}
        showSizeChanger={false}
        showTitle={false}
        itemRender={itemRender}
        onChange={choose}
      />
    </nav>
  );
});
