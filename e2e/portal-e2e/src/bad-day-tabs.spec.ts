import type { Page } from '@playwright/test';
import { KENJI } from './bad-days';
import { DEMO_STUDENT, expect, expectSignedInAs, signInThroughFrame, test } from './support';

/** From now on, notes whether the page ever shows one of these texts (checked on every change of the page). */
async function watchFor(page: Page, texts: string[]): Promise<void> {
  await page.evaluate((watched) => {
    const state = window as unknown as { badDaySeen: string[] };
    state.badDaySeen = [];
    const check = () => {
      const shown = document.body.innerText;
      for (const text of watched)
        if (shown.includes(text) && !state.badDaySeen.includes(text)) state.badDaySeen.push(text);
    };
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    check();
  }, texts);
}

const seen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { badDaySeen?: string[] }).badDaySeen ?? ['(the page was reloaded)'],
  );

test.use({ serviceWorkers: 'block' });

test('two tabs: a sign-out in one shows the sign-in in the other within 2 s; the next student never sees the first one’s data', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  const failedVisibly = async (tab: Page) =>
    (await tab.getByRole('button', { name: 'Try again' }).count()) +
    (await tab.locator('.ui-result-error, .ant-message-error, .ant-notification-notice-error').count());
  await page.goto('/panel/invoices');
  await other.goto('/panel/invoices');
  await expect(other.getByRole('link', { name: 'INV-000109' })).toBeVisible();
  await expectSignedInAs(other);

  await page.getByRole('button', { name: `Account menu for ${DEMO_STUDENT.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const signedOutAt = Date.now();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(other).toHaveURL(/\/auth$/, { timeout: 2_000 });
  await expect(other.locator('iframe[title="Student portal sign-in form"]')).toBeVisible({ timeout: 2_000 });
  const followedIn = Date.now() - signedOutAt;
  expect(await failedVisibly(other), 'errors shown in the other tab').toBe(0);

  await watchFor(other, [DEMO_STUDENT.name, 'INV-0001']);
  await signInThroughFrame(page, KENJI);
  await expectSignedInAs(page, KENJI.name);
  // The other tab, on the sign-in, takes up the new session: Kenji's, with nothing of Ana's on the way.
  await expectSignedInAs(other, KENJI.name);
  const firstStudentSeen = await seen(other);
  await other.goto('/panel/invoices');
  await expect(other.getByRole('link', { name: 'INV-000214' })).toBeVisible();
  await expect(other.getByText(/INV-0001/)).toHaveCount(0);
  const figure = `bad days: two tabs: the other tab showed the sign-in ${followedIn} ms after the sign-out, ${await failedVisibly(other)} errors shown, ${firstStudentSeen.length} sight of the first student's data after the switch`;
  console.log(figure);
  test.info().annotations.push({ type: 'figure', description: figure });
  expect(firstStudentSeen, 'Ana’s data in the other tab after Kenji signed in').toEqual([]);
});
