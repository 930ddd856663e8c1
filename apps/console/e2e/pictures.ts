import { expect, type Locator } from '@playwright/test';

/**
 * The demo's scenarios and news carry pictures (the seed makes them): within `part`, at least one thumbnail has been
 * fetched and drawn, and none the browser fetched is broken. Thumbnails load lazily, so those out of view may wait.
 */
export async function expectThumbnailsShown(part: Locator): Promise<void> {
  const states = () =>
    part
      .locator('img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[]).map((image) =>
          !image.complete ? 'waiting' : image.naturalWidth > 0 ? 'shown' : 'broken',
        ),
      );
  await expect.poll(async () => (await states()).filter((state) => state === 'shown').length).toBeGreaterThan(0);
  expect(await states()).not.toContain('broken');
}
