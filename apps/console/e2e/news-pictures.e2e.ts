import { expect, test } from '@playwright/test';

/** A phone's screen, as Lighthouse's mobile preset sees the page. */
const phone = { width: 412, height: 823 };

test('the sign-in page fetches only WebP thumbnails: the first card with the page, the others once the app has drawn and as they come into view', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const pictures: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/uploads/')) pictures.push(pathname);
  });
  // The app's code is held back: the page shows the screen the server drew (ADR 0045) and nothing else runs.
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/sign-in', { waitUntil: 'commit' });

  const news = page.getByRole('region', { name: 'News' });
  const cards = news.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const firstPicture = cards.first().locator('img');
  await expect(firstPicture).toHaveJSProperty('complete', true);
  expect(await firstPicture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // Long enough for the browser to have asked for any other picture the page names.
  await page.waitForTimeout(1_000);
  expect(pictures, 'pictures fetched before the app drew').toEqual([
    expect.stringMatching(/^\/uploads\/[\w-]+\/thumbnail-\d+\.webp$/),
  ]);
  // Every picture keeps its box while its file is on the way: width and height are set.
  for (const image of await news.locator('img').all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
  }

  releaseCode();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  // Only the pictures near the view are fetched: the last card's waits until the reader scrolls to it.
  const lastPicture = cards.last().locator('img');
  expect(await lastPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(false);
  await lastPicture.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      news
        .locator('img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
        ),
    )
    .toBe(true);
  expect(new Set(pictures).size).toBe(count);
  for (const picture of pictures) expect(picture).toMatch(/\/thumbnail-\d+\.webp$/);
});
