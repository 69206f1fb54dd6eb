import { useGetInvoiceChoicesInfiniteQuery, type InvoiceSummary } from '@portal/invoices/data-access';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@portal/ui';
import { formatMoney } from '@portal/util';
import { Button, Flex, Select, Spin, Typography } from 'antd';
import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** How close to the end of the list (px) scrolling asks for the next page. */
const NEAR_END_PX = 48;

interface InvoiceSelectProps {
  id?: string;
  value?: number;
  /** The chosen invoice, with its id (what a form field holds). */
  onChange?: (invoiceId: number, invoice: InvoiceSummary) => void;
  /** An invoice already chosen (e.g. from the address), shown even before the list has it. */
  initial?: InvoiceSummary;
}

/**
 * Picks one of the student's invoices with money owed on it: the API searches their number and
 * description as the student types and sends the soonest due first, a page at a time (scrolling, or "show more",
 * fetches the next), so the choice costs the same with ten invoices as with fifty thousand.
 */
export function InvoiceSelect({ id, value, onChange, initial }: InvoiceSelectProps) {
  const { t } = useTranslation('wallet');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<InvoiceSummary | undefined>(initial);
  const choices = useGetInvoiceChoicesInfiniteQuery({ search, outstanding: true });
  const { hasNextPage, isFetching, isFetchingNextPage, fetchNextPage } = choices;
  // While the next search is on its way, the last answer stays (a busy indicator says so).
  const invoices = choices.data?.pages.flatMap((page) => page.items) ?? [];
  const searching = isFetching || search !== typed.trim();
  // The chosen invoice keeps its label when a search no longer lists it.
  const kept = chosen?.id === value ? chosen : undefined;
  const shown = kept && !invoices.some((invoice) => invoice.id === kept.id) ? [kept, ...invoices] : invoices;

  const more = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END_PX) more();
  };

  return (
    <Select<number>
      id={id}
      value={value}
      placeholder={t('pay.invoicePlaceholder')}
      showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped }}
      loading={searching}
      onChange={(invoiceId) => {
        const invoice = shown.find((candidate) => candidate.id === invoiceId);
        if (!invoice) return;
        setChosen(invoice);
        setTyped('');
        onChange?.(invoiceId, invoice);
      }}
      onPopupScroll={onScroll}
      notFoundContent={
        searching ? (
          <Flex justify="center" style={{ padding: 8 }}>
            <Spin size="small" aria-label={t('pay.invoiceSearching')} />
          </Flex>
        ) : (
          <Typography.Text type="secondary">
            {search ? t('pay.invoiceNoMatch', { search }) : t('pay.noInvoices')}
          </Typography.Text>
        )
      }
      popupRender={(menu) => (
        <>
          {menu}
          {hasNextPage && invoices.length > 0 ? (
            <Button
              type="link"
              block
              loading={isFetchingNextPage}
              // Keeps the focus (and the popup) on the select.
              onMouseDown={(event) => event.preventDefault()}
              onClick={more}
            >
              {t('pay.invoiceMore')}
            </Button>
          ) : null}
        </>
      )}
      options={shown.map((invoice) => ({
        value: invoice.id,
        label: t('pay.invoiceOption', {
          number: invoice.number,
          description: invoice.description,
          due: formatMoney(invoice.amount_due, invoice.currency),
        }),
      }))}
    />
  );
}
