import { expect, test } from './support';

test('a student creates a request, replies in its thread and finds it in the list', async ({ page }) => {
  const subject = `Noisy neighbours ${Date.now()}`;
  await page.goto('/panel/create-ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'New request' })).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('radio', { name: 'Accommodation' }).check();
  await page.getByLabel('Message').fill('The flat upstairs plays music until 2 am.');
  await page.getByRole('button', { name: 'Send request' }).click();

  await expect(page).toHaveURL(/\/panel\/tickets\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText('The flat upstairs plays music until 2 am.')).toBeVisible();

  // A draft survives a reload before it is sent.
  await page.getByRole('textbox', { name: 'Your reply' }).fill('It happened again last night.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue(
    'It happened again last night.',
  );
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText('It happened again last night.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');

  await page.goto('/panel/support-center');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: subject }) });
  await expect(row.getByText('Accommodation')).toBeVisible();
  await expect(row.getByText('Open')).toBeVisible();
  await page.goto('/panel/tickets');
  await expect(page.getByRole('link', { name: subject })).toBeVisible();
});

test('a malformed ticket id says "not found", with a way back', async ({ page }) => {
  await page.goto('/panel/tickets/%3Cscript%3E');
  await expect(page.getByRole('heading', { level: 1, name: 'Request not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to my requests' }).click();
  await expect(page).toHaveURL(/\/panel\/support-center$/);
});

test('a letter downloads with the session, and an expired one is marked', async ({ page }) => {
  await page.goto('/panel/letters');
  const row = page.getByRole('row').filter({ hasText: 'Visa support letter' });
  await expect(row.getByText('Expired')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Address confirmation letter' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('address-confirmation-letter.txt');
});

// A 110-character word once made the request's page 2,444 px wide at 1280.
test('a subject of one long word wraps wherever it is shown, so no page scrolls sideways', async ({
  page,
}) => {
  const subject = `${Date.now()}${'x'.repeat(97)}`;
  await page.goto('/panel/create-ticket');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('radio', { name: 'Other' }).check();
  await page.getByLabel('Message').fill(`${subject} again, in the message.`);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways(), 'the request’s page').toBeLessThanOrEqual(0);
  await page.goto('/panel/tickets');
  await expect(page.getByRole('link', { name: subject })).toBeVisible();
  expect(await sideways(), 'my requests').toBeLessThanOrEqual(0);
  await page.goto('/panel/support-center');
  await expect(page.getByRole('link', { name: subject })).toBeVisible();
  expect(await sideways(), 'the support centre').toBeLessThanOrEqual(0);
});

test('"Ask for a bank letter" leads to a request for one, sent from there; the letters page offers the same', async ({
  page,
}) => {
  await page.goto('/panel/bank-account');
  await page.getByRole('link', { name: 'Ask for a bank letter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New request' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('Bank letter');
  await expect(page.getByRole('radio', { name: 'Documents' })).toBeChecked();
  await expect(page.getByLabel('Message')).toHaveValue(
    /bank letter that confirms my course and my UK address/,
  );
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank letter' })).toBeVisible();

  await page.goto('/panel/letters');
  await page.getByRole('link', { name: 'Ask for a letter' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('Letter request');
  await expect(page.getByRole('radio', { name: 'Documents' })).toBeChecked();
});
