import type { Page } from '@playwright/test';
import { expect, test, DEMO_STUDENT, expectSignedInAs } from './support';

async function saveFirstName(page: Page, name: string) {
  await page.getByLabel('First name').fill(name);
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The page's own status line and the toast (a status too, announced) both say it.
  await expect(page.getByRole('status').filter({ hasText: 'Your profile was saved.' }).first()).toBeVisible();
}

test('a profile edit shows in the header at once', async ({ page }) => {
  await page.goto('/panel/user');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
  try {
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_STUDENT.email);

    await saveFirstName(page, 'Anita');
    await expectSignedInAs(page, 'Anita Silva');
  } finally {
    // Her name saved back the same way: the form also takes a change that undoes the last one.
    await page.goto('/panel/user');
    await expect(page.getByLabel('First name')).not.toHaveValue('');
    await saveFirstName(page, 'Ana');
  }
  await expectSignedInAs(page);
});

test('a failed save scrolls to the first wrong field clear of the sticky header and puts the focus in it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/panel/user');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Ana');
  await firstName.fill('');
  // The student scrolled down to the button; the field with the error is far above, out of view.
  const save = page.getByRole('button', { name: 'Save changes' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(firstName).toBeFocused();
  const header = await page.locator('.panel-header').boundingBox();
  // The field and its label are both below the header, not under it.
  const label = await page.locator('label[for]').filter({ hasText: 'First name' }).boundingBox();
  expect(header).not.toBeNull();
  expect(label).not.toBeNull();
  expect(label!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});
