import { expect, test, type Locator, type Page } from '@playwright/test';

/** Popovers stay inside the window on a wide screen and on a phone, against the real server and its demo business. */

const windowSizes = [
  { name: '1280 × 800', width: 1280, height: 800 },
  { name: '375 × 800', width: 375, height: 800 },
] as const;

async function signInAsAdmin(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill('admin@example.com');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
}

/** The open popover's box lies wholly inside the window, and the page gained no sideways scroll. */
async function expectInsideWindow(page: Page, popover: Locator) {
  await expect(popover).toBeVisible();
  await expect
    .poll(async () => {
      const box = await popover.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) return 'not laid out';
      const outside = [
        box.x < 0 && `left ${box.x}`,
        box.y < 0 && `top ${box.y}`,
        box.x + box.width > viewport.width && `right ${box.x + box.width} > ${viewport.width}`,
        box.y + box.height > viewport.height && `bottom ${box.y + box.height} > ${viewport.height}`,
      ].filter(Boolean);
      return outside.length === 0 ? 'inside' : outside.join(', ');
    })
    .toBe('inside');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const size of windowSizes) {
  test(`the period picker of consumption by month stays in the window at ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAsAdmin(page);
    await page.goto('/dash/admin/reports/consumption-by-month');
    await expect(page.getByRole('heading', { level: 1, name: 'Consumption by month' })).toBeVisible();

    await page.getByRole('button', { name: /^Period/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose dates' });
    await expectInsideWindow(page, dialog);
    const apply = dialog.getByRole('button', { name: 'Apply' });
    await apply.scrollIntoViewIfNeeded();
    await expectInsideWindow(page, apply);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test(`the clients picker of the rides report stays in the window at ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAsAdmin(page);
    await page.goto('/dash/admin/reports/rides');
    await expect(page.getByRole('heading', { level: 1, name: 'Rides' })).toBeVisible();

    const clients = page.getByRole('combobox', { name: /Clients/ });
    await expect(clients).toBeEnabled();
    await clients.click();
    // The popup that holds the list (and scrolls it), named after the search box.
    const popup = page.locator(`[id="${await clients.getAttribute('id')}-popup"]`);
    await expectInsideWindow(page, popup);
    await popup.getByRole('option').first().click();
    await expect(popup.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectInsideWindow(page, popup);
  });
}
