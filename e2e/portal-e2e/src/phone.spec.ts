import type { Locator } from '@playwright/test';
import { expect, test } from './support';

test.use({ viewport: { width: 360, height: 740 } });

// Every route's sideways scrolling at 360 px is measured by the accessibility walk at the phone's width
// (accessibility.spec.ts), on the same visit as its scan.

// At 360 px the invoice status filter was cut off ("Partially pa…") with no sign that it scrolled.
test('every status of the invoice filter is readable at 360 px', async ({ page }) => {
  await page.goto('/panel/invoices');
  const filter = page.getByRole('radiogroup', { name: 'Filter by status' });
  await expect(filter.getByRole('radio').first()).toBeAttached();
  const cut = await filter.locator('label.ant-radio-button-wrapper').evaluateAll((labels) =>
    labels
      .filter((label) => {
        const box = label.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return (
          box.left < 0 ||
          box.right > window.innerWidth ||
          label.scrollWidth > label.clientWidth ||
          hit === null ||
          !label.contains(hit)
        );
      })
      .map((label) => label.textContent),
  );
  expect(cut, 'statuses not shown whole').toEqual([]);
  expect(await filter.locator('label.ant-radio-button-wrapper').count()).toBeGreaterThan(4);
});

// The agent's WhatsApp and Website links and "Copy reference" (13 × 15 px) were too small to hit.
test('the agent’s links and the copy buttons are targets of 24 × 24 px at least', async ({ page }) => {
  const tooSmall = async (targets: Locator) => {
    const small: string[] = [];
    for (const target of await targets.all()) {
      const box = await target.boundingBox();
      if (!box || box.width < 24 || box.height < 24)
        small.push(`${await target.textContent()} ${box ? `${box.width} × ${box.height}` : 'hidden'}`);
    }
    return small;
  };
  await page.goto('/panel/dashboard');
  const agent = page.getByRole('region', { name: 'Your agent' });
  await expect(agent.getByRole('link', { name: /^Website/ })).toBeVisible();
  expect(await tooSmall(agent.getByRole('link')), 'the agent’s links').toEqual([]);
  await page.goto('/panel/payments');
  const copies = page.getByRole('button', { name: /^Copy .*reference/i });
  await expect(copies.first()).toBeVisible();
  expect(await tooSmall(copies), 'the copy buttons').toEqual([]);
});
