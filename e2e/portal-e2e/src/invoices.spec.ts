import { expect, test } from './support';

test('the invoices list leads to an invoice with its lines and a Pay button', async ({ page }) => {
  await page.goto('/panel/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.getByRole('link', { name: 'INV-000106' }).click();
  await expect(page).toHaveURL(/\/panel\/invoices\/6$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('INV-000106');
  await expect(page.getByText('Single room, 4 weeks')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay', exact: true })).toHaveAttribute(
    'href',
    '/panel/pay/invoice/6',
  );
});

test('a malformed invoice id says so, with a way back', async ({ page }) => {
  await page.goto('/panel/invoices/not-a-number');
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to invoices' }).click();
  await expect(page).toHaveURL(/\/panel\/invoices$/);
});

test('the dashboard greets the student and links to the next invoice, and to the overdue ones', async ({
  page,
}) => {
  await page.goto('/panel/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ana');
  // Due next: not yet late. The late ones (INV-000110 among them) are behind the overdue figure's link.
  await expect(page.getByRole('link', { name: /INV-000110/ })).toHaveCount(0);
  await page
    .getByRole('link', { name: /INV-000107/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/panel\/invoices\/7$/);
  await page.goBack();
  await page.getByRole('link', { name: 'View overdue invoices' }).first().click();
  await expect(page).toHaveURL(/\/panel\/invoices\?status=overdue$/);
  await expect(page.getByRole('link', { name: 'INV-000110' })).toBeVisible();
});

test('the invoices list searches as the student types and keeps the search in the address', async ({
  page,
}) => {
  await page.goto('/panel/invoices');
  await page.getByRole('textbox', { name: 'Search invoices' }).fill('library');
  await expect(page).toHaveURL(/search=library/);
  const rows = page.locator('main .ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('INV-000110');
});

test('the status filter shows the choice at once, filters the rows and follows the address back', async ({
  page,
}) => {
  await page.goto('/panel/invoices');
  const filter = page.getByRole('radiogroup', { name: 'Filter by status' });
  const rows = page.locator('main .ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // The chosen status shows at once (React's useOptimistic), before the rows follow.
  const look = (name: string) =>
    filter
      .locator('label.ant-radio-button-wrapper')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .evaluate((label) => getComputedStyle(label).backgroundColor);
  const unchosen = await look('Overdue');
  expect(await look('All')).not.toBe(unchosen);
  // antd's radio input is hidden inside its label: the student clicks the label.
  await filter.getByText('Overdue', { exact: true }).click();
  await expect(filter.getByRole('radio', { name: 'Overdue', exact: true })).toBeChecked();
  await expect.poll(() => look('Overdue')).not.toBe(unchosen);
  expect(await look('All')).toBe(unchosen);
  await expect(page).toHaveURL(/status=overdue/);
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Overdue' })).toHaveCount(0);
  // Back: the address says all statuses again, and so do the radios.
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(filter.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await expect(filter.getByRole('radio', { name: 'Overdue', exact: true })).not.toBeChecked();
  // antd's chosen button takes its colour in a short transition.
  await expect.poll(() => look('All')).not.toBe(unchosen);
});

test('beside the table, the collapsed menu still shows a page’s name over the page', async ({ page }) => {
  // The menu and the table are paint layers of their own; the menu's names must stay on top.
  await page.goto('/panel/invoices');
  const table = page.locator('main .ui-data-table');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  const tableBox = await table.boundingBox();
  if (!tableBox) throw new Error('the table has no box');
  const links = page.locator('nav.side-nav-collapsed .side-nav-link');
  let besideTable = -1;
  for (let index = 0; index < (await links.count()); index++) {
    const box = await links.nth(index).boundingBox();
    if (box && box.y > tableBox.y && box.y + box.height < tableBox.y + tableBox.height) {
      besideTable = index;
      break;
    }
  }
  expect(besideTable).toBeGreaterThanOrEqual(0);
  const link = links.nth(besideTable);
  await link.hover();
  const name = link.locator('.side-nav-label');
  await expect(name).toHaveCSS('opacity', '1');
  const box = await name.boundingBox();
  if (!box) throw new Error('the name has no box');
  // The name reaches over the table's left edge: what shows there is the name.
  expect(box.x + box.width).toBeGreaterThan(tableBox.x + 8);
  const x = (Math.max(box.x, tableBox.x) + box.x + box.width) / 2;
  const y = box.y + box.height / 2;
  const onTop = await name.evaluate(
    (label, [px, py]) => {
      // The name lets the pointer through; for the check, it takes it, so the hit test tells what is painted on top.
      (label as HTMLElement).style.pointerEvents = 'auto';
      const hit = document.elementFromPoint(px, py);
      (label as HTMLElement).style.pointerEvents = '';
      return hit !== null && label.contains(hit);
    },
    [x, y],
  );
  expect(onTop).toBe(true);
});

// The collapsed rail scrolled away with a long page and left an empty strip.
test('the collapsed menu stays in view at the foot of a long page', async ({ page }) => {
  // A window lower than the list, so the page scrolls whatever the menu's own height.
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto('/panel/invoices');
  await expect(page.locator('main .ui-data-table tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(height, 'the page is long enough to scroll').toBeGreaterThan(300);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link').first()).toBeInViewport();
  // The rail is as tall as the window: its lower half shows links, not an empty strip.
  const lower = await menu.evaluate((nav) => {
    const box = nav.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, window.innerHeight * 0.6);
    return hit !== null && nav.contains(hit);
  });
  expect(lower).toBe(true);
});

// Every tab said "Student portal", in every language (WCAG 2.4.2).
test('the browser tab names the page, in the student’s language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('user-language', 'zh-CN'));
  await page.goto('/panel/invoices');
  await expect(page).toHaveTitle('发票 · 学生门户');
  await page.goto('/panel/invoices/6');
  // The tab is named after the invoice once it has arrived, as the heading is; until then both say "发票".
  await expect(page.getByRole('heading', { level: 1, name: '发票 INV-000106' })).toBeVisible();
  await expect(page).toHaveTitle('发票 INV-000106 · 学生门户');
  await page.goto('/panel/nowhere');
  await expect(page).toHaveTitle(/ · 学生门户$/);
});
