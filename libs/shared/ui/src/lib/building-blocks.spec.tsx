import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import {
  AfterFirstPaint,
  i18n,
  LightButton,
  loadLanguage,
  MenuList,
  type MenuListEntry,
  Notice,
  PageSpinner,
  Panel,
  Stack,
  Statistic,
  StatusTag,
  Terms,
  Text,
  Tiles,
  Title,
} from '@portal/ui-light';
import { Pager } from './pager';

describe('light building blocks', () => {
  it('lays items out as a list when asked, keeping their order and the name it is given', () => {
    render(
      <Stack component="ul" aria-label="Ways in" vertical gap={8}>
        <li>Shop</li>
        <li>Services</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Ways in' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Shop', 'Services']);
  });

  it('says a page is loading to screen readers, the spinner itself hidden from them', () => {
    render(<PageSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('shows a status as its words, the colour of its tone repeating them', () => {
    render(
      <>
        <StatusTag label="Overdue" tone="error" />
        <StatusTag label="Paid" tone="success" />
      </>,
    );
    expect(screen.getByText('Overdue')).toHaveClass('ui-tag', 'ui-tag-error');
    expect(screen.getByText('Paid')).toHaveClass('ui-tag', 'ui-tag-success');
  });

  it('names a figure by its label, so a screen reader reads both together', () => {
    render(<Statistic title="Overdue" value={3} tone="danger" />);
    const group = screen.getByRole('group', { name: 'Overdue' });
    expect(group).toHaveTextContent('Overdue3');
    expect(within(group).getByText('3')).toHaveClass('ui-text-danger');
  });

  it('lists label and value pairs as terms and their descriptions', () => {
    render(
      <Terms
        items={[
          { key: 'school', label: 'School', children: 'City Language School' },
          { key: 'room', label: 'Room', children: '12B' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['School', 'Room']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'City Language School',
      '12B',
    ]);
  });

  it('says what failed and offers the action beside it', async () => {
    const retry = vi.fn();
    render(
      <Notice
        role="alert"
        type="error"
        title="This part did not load"
        action={<Button onClick={retry}>Retry</Button>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part did not load');
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('heads a panel with its title and extra, and sets headings at the level asked', () => {
    render(
      <Tiles layout="thirds">
        <Panel title={<Title level={2}>Your stay</Title>} extra={<a href="/panel/news">All news</a>}>
          <Text type="secondary" ellipsis>
            From 1 March
          </Text>
        </Panel>
      </Tiles>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your stay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/panel/news');
    expect(screen.getByText('From 1 March')).toHaveClass('ui-text-secondary', 'ui-text-ellipsis');
  });
});

describe('AfterFirstPaint', () => {
  it('leaves its part out of the first render and shows it once the screen has painted', async () => {
    render(
      <>
        <p>Amount due</p>
        <AfterFirstPaint>
          <p>Latest news</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('Amount due')).toBeInTheDocument();
    expect(screen.queryByText('Latest news')).not.toBeInTheDocument();
    expect(await screen.findByText('Latest news')).toBeInTheDocument();
  });
});

describe('LightButton', () => {
  it('is a native button named by its text or label, that a click and the keyboard press', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <LightButton variant="primary" onClick={onClick}>
          Retry
        </LightButton>
        <LightButton
          shape="circle"
          size="small"
          icon={<span>→</span>}
          aria-label="Next"
          disabled
          onClick={onClick}
        />
      </>,
    );
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAttribute('type', 'button');
    await user.click(retry);
    retry.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);

    // Disabled, it does nothing; its icon is not read out, its label is.
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(next);
    expect(onClick).toHaveBeenCalledTimes(3);
  });
});

describe('MenuList', () => {
  const entries: MenuListEntry[] = [
    { type: 'group', key: 'who', label: 'Ana Silva' },
    {
      type: 'group',
      key: 'size',
      label: 'Size',
      children: [
        { key: 'small', label: 'Small', checked: false },
        { key: 'large', label: 'Large', checked: true },
      ],
    },
    { type: 'divider', key: 'divider' },
    { key: 'leave', label: 'Leave' },
  ];

  it('is a named menu whose groups are named, and says which choice of a set is taken', () => {
    render(<MenuList aria-label="Options" entries={entries} onSelect={() => undefined} />);
    const menu = screen.getByRole('menu', { name: 'Options' });
    const size = within(menu).getByRole('group', { name: 'Size' });
    const choices = within(size).getAllByRole('menuitemradio');
    expect(choices.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Small', 'false'],
      ['Large', 'true'],
    ]);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Leave' })).toBeInTheDocument();
    expect(within(menu).getByText('Ana Silva')).toBeInTheDocument();
  });

  it('takes the focus on its first item, moves it with the arrows, Home and End (round at the ends), and chooses with Enter, Space or a click', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<MenuList aria-label="Options" autoFocus entries={entries} onSelect={onSelect} />);
    const small = screen.getByRole('menuitemradio', { name: 'Small' });
    const large = screen.getByRole('menuitemradio', { name: 'Large' });
    const leave = screen.getByRole('menuitem', { name: 'Leave' });
    expect(small).toHaveFocus();
    const moves: Array<[string, HTMLElement]> = [
      ['{ArrowDown}', large],
      ['{ArrowDown}', leave],
      ['{ArrowDown}', small],
      ['{ArrowUp}', leave],
      ['{Home}', small],
      ['{End}', leave],
    ];
    for (const [key, focused] of moves) {
      await user.keyboard(key);
      expect(focused, key).toHaveFocus();
    }

    await user.keyboard('{Enter}');
    await user.keyboard('{Home}');
    await user.keyboard(' ');
    await user.click(large);
    expect(onSelect.mock.calls).toEqual([['leave'], ['small'], ['large']]);
  });
});

describe('Pager', () => {
  it('shows the first and last pages and those beside the current one', () => {
    render(<Pager current={250} total={5000} pageSize={10} onChange={vi.fn()} />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    const shown = within(pages)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((page) => page.textContent);
    expect(shown).toEqual(['1', '249', '250', '251', '500']);
  });

  it('names its pages, marks the current one and turns them from the arrows and the numbers', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Pager current={1} total={45} pageSize={10} onChange={onChange} />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // An owner that answers slowly: the page chosen is marked at once, while its answer is on its way.
    let answer: () => void = () => undefined;
    onChange.mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[2]]);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await act(async () => answer());
    // The owner kept page 1: the pager shows it again.
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'),
    );
    await user.click(within(pages).getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(onChange.mock.calls).toEqual([[2], [5]]));
    // Two quick clicks on an arrow, before the owner has answered the first: two pages on from the page shown.
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(onChange.mock.calls).toEqual([[2], [5], [2], [3]]));
    // In another language, the pager's words follow.
    await act(async () => {
      await loadLanguage('ar');
      await i18n.changeLanguage('ar');
    });
    try {
      expect(screen.getByRole('navigation', { name: 'الصفحات' })).toBeInTheDocument();
      // The page number isolated from the right-to-left words (the first-strong isolate and its end).
      expect(screen.getByRole('button', { name: 'الصفحة \u20685\u2069' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeEnabled();
    } finally {
      await act(async () => {
        await loadLanguage('en');
        await i18n.changeLanguage('en');
      });
    }
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();

    rerender(<Pager current={5} total={45} pageSize={10} onChange={onChange} simple />);
    // On a phone: the page and the count between the arrows, no page numbers.
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('5/5');
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // One page holds everything: no pager at all.
    rerender(<Pager current={1} total={8} pageSize={10} onChange={onChange} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
