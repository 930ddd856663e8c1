import { appendFileSync, existsSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright';
import type { TestContext, TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import type { MatchImageSnapshotOptions } from 'jest-image-snapshot';

/**
 * Story tests (run by scripts/test-stories.ts): every story renders and plays without a console error,
 * passes axe at 1280 px (addon-a11y, during the render) and matches its screenshot there; a story whose layout
 * changes with the width also matches its screenshot at 375 px, and passes axe there (axe-playwright, here) when what
 * axe reads changes too.
 */

const screenshotsDir = join(process.cwd(), '.storybook', '__screenshots__');
const browserVersionFile = join(screenshotsDir, 'browser-version.txt');

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 800 },
} as const;
type ViewportName = keyof typeof viewports;

/** `compare` screenshots with the baselines, `update` rewrites them, `skip` when the baselines come from another Chromium. */
type VisualMode = 'compare' | 'update' | 'skip';

/** What the hooks need from a story, as the preview serialises it. */
interface StoryFacts {
  parameters?: {
    /** Console errors a story shows on purpose (a failing mock answer logs "…status of 500…"), as substrings. */
    expectedConsoleErrors?: string[];
    a11y?: {
      disable?: boolean;
      test?: 'off' | 'todo' | 'error';
      config?: { rules?: { id: string; enabled: boolean }[] };
    };
  };
  storyGlobals?: { viewport?: { value?: string } };
}

interface ImageExpect {
  (actual: Buffer): { toMatchImageSnapshot(options?: MatchImageSnapshotOptions): void };
  extend(matchers: Record<string, unknown>): void;
}

/** Jest's `expect` of the running test (a global of the test environment). */
function jestExpect(): ImageExpect {
  return (globalThis as unknown as { expect: ImageExpect }).expect;
}

function recordedBrowserVersion(): string | undefined {
  return existsSync(browserVersionFile) ? readFileSync(browserVersionFile, 'utf8').split('\n')[0]?.trim() : undefined;
}

/** The script decides (ORBIT_VISUAL); run directly, compare only against baselines of this very Chromium. */
function visualMode(browserVersion: string | undefined): VisualMode {
  const chosen = process.env.ORBIT_VISUAL;
  if (chosen === 'compare' || chosen === 'update' || chosen === 'skip') return chosen;
  return browserVersion !== undefined && browserVersion === recordedBrowserVersion() ? 'compare' : 'skip';
}

/**
 * Console errors and uncaught exceptions of the current story, kept on the page: a page shows many stories in turn,
 * and outlives this module, which Jest loads anew for every story file (.storybook/story-page-environment.js).
 */
const problemsKey = Symbol.for('orbit.storyProblems');
function problemsOf(page: Page): string[] {
  const holder = page as Page & { [problemsKey]?: string[] };
  let problems = holder[problemsKey];
  if (!problems) {
    const collected: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') collected.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => collected.push(`uncaught: ${error.message}`));
    holder[problemsKey] = collected;
    problems = collected;
  }
  return problems;
}

/** Fails the story on any console error or uncaught exception so far (render, play, resize), but those it expects. */
function failOnProblems(page: Page, facts: StoryFacts): void {
  const expected = facts.parameters?.expectedConsoleErrors ?? [];
  const problems = problemsOf(page).filter(
    (problem) => !(problem.startsWith('console.error: ') && expected.some((text) => problem.includes(text))),
  );
  if (problems.length > 0) {
    throw new Error(`The story logged ${problems.length} error(s):\n${problems.join('\n')}`);
  }
}

/**
 * Where each story's time goes, one JSON line per story in the file ORBIT_STORY_TIMINGS names (off without it):
 * from the start of preVisit, milliseconds at the end of each phase.
 */
const timingsFile = process.env.ORBIT_STORY_TIMINGS;
const storyClock = new Map<string, { started: number; marks: Record<string, number> }>();
function mark(context: TestContext, phase: string): void {
  if (!timingsFile) return;
  const clock = storyClock.get(context.id);
  if (clock) clock.marks[phase] = Math.round(performance.now() - clock.started);
}

/** Marks a page prepared for stories (axe and the caret style stay in it as long as it shows the preview). */
const preparedKey = Symbol.for('orbit.storyPagePrepared');
const visitedKey = Symbol.for('orbit.storiesVisited');

interface IndexEntry {
  type: string;
  importPath: string;
  tags?: string[];
}

/** The build's stories, read once per story file (this module is loaded anew for each). */
let storyIndex: Promise<Record<string, IndexEntry>> | undefined;
function storiesOfBuild(): Promise<Record<string, IndexEntry>> {
  storyIndex ??= fetch(new URL('index.json', process.env.TARGET_URL))
    .then((response) => response.json() as Promise<{ entries: Record<string, IndexEntry> }>)
    .then(({ entries }) => Object.fromEntries(Object.entries(entries).filter(([, entry]) => entry.type === 'story')));
  return storyIndex;
}

/**
 * Another story of the build than `storyId`, to show in between: one without a play function (rendering it does
 * nothing but render, whatever page it shows), of the same file if there is one, else of any.
 */
async function anotherStory(storyId: string): Promise<string | undefined> {
  const stories = Object.entries(await storiesOfBuild());
  const file = stories.find(([id]) => id === storyId)?.[1].importPath;
  const quiet = stories.filter(([id, entry]) => id !== storyId && !entry.tags?.includes('play-fn'));
  return (quiet.find(([, entry]) => entry.importPath === file) ?? quiet[0])?.[0];
}

/** How long showing the other story may take before the retry goes on without it. */
const leaveTimeoutMs = 15_000;

/**
 * Shows another story before a story this page showed already. Asked for the story it shows, the preview answers
 * "unchanged" and the runner counts it as passed without rendering or playing it again: a retry would pass whatever
 * failed the first time. Whatever becomes of the other story, the one retried then renders and plays anew. Should the
 * page have lost the runner's scripts meanwhile (a story that navigated the preview away), it is set up again, so
 * that the retry and the stories after it run rather than fail for want of them.
 */
async function leaveStory(page: Page, storyId: string): Promise<void> {
  const other = await anotherStory(storyId);
  if (other) {
    await page.evaluate(
      ({ otherId, timeoutMs }) =>
        new Promise<void>((resolve) => {
          const channel = (globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel }).__STORYBOOK_ADDONS_CHANNEL__;
          if (!channel) return resolve();
          const ends = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException'];
          const left = () => {
            for (const end of ends) channel.off(end, left);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(left, timeoutMs);
          for (const end of ends) channel.on(end, left);
          channel.emit('setCurrentStory', { storyId: otherId, viewMode: 'story' });
        }),
      { otherId: other, timeoutMs: leaveTimeoutMs },
    );
  }
  const runnerReady = await page
    .evaluate(() => typeof (globalThis as { __test?: unknown }).__test === 'function')
    .catch(() => false);
  if (!runnerReady) {
    console.warn(`The preview lost the story runner's scripts before the retry of ${storyId}: it is set up again.`);
    const { __sbSetupPage: setUp } = globalThis as unknown as {
      __sbSetupPage: (page: Page, context: unknown) => Promise<void>;
    };
    await setUp(page, page.context());
    (page as StoryPage)[preparedKey] = undefined;
  }
}

/** The page that serves story after story, with what this file keeps on it. */
type StoryPage = Page & { [preparedKey]?: true | undefined; [visitedKey]?: Set<string> };

interface StoryChannel {
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  emit(event: string, payload: unknown): void;
}

const factsByStory = new Map<string, StoryFacts>();
async function factsOf(page: Page, context: TestContext): Promise<StoryFacts> {
  let facts = factsByStory.get(context.id);
  if (!facts) {
    // The runner's getStoryContext, without loading the runner (and Storybook's server code) for every story file,
    // and only the facts the hooks read: the whole prepared story (its mock API's handlers, args, component) took
    // tens of milliseconds per story to copy out of the page.
    facts = await page.evaluate(async (storyId) => {
      const story = await (globalThis as unknown as { __getContext(id: string): Promise<StoryFacts> }).__getContext(
        storyId,
      );
      const { expectedConsoleErrors, a11y } = story.parameters ?? {};
      return {
        parameters: { expectedConsoleErrors, a11y },
        storyGlobals: { viewport: story.storyGlobals?.viewport },
      } satisfies StoryFacts;
    }, context.id);
    factsByStory.set(context.id, facts);
  }
  return facts;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // The brand's typeface (Inter for Orbit, Nunito for Bubble): the first family of the body's font stack.
    const family = getComputedStyle(document.body).fontFamily.split(',')[0]?.trim() || 'Inter';
    await Promise.all(['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px ${family}`)));
    await document.fonts.ready;
    // A chart draws its plot in a transition once it has its width; its figure is busy until then (ADR 0048).
    const drawingSince = performance.now();
    // So is the header's notification bell until its code and count are there (ADR 0083), and a QR code until its
    // encoder is (TotpQrCode).
    const busy = 'figure[aria-busy="true"], header [aria-busy="true"], svg[aria-busy="true"]';
    while (document.querySelector(busy) && performance.now() - drawingSince < 10_000) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * A full-page screenshot of a steady page. Playwright measures the page, then captures it: a table that takes one
 * more layout pass to reach its height (a virtual table measures its rows after they render) can grow in between,
 * and the picture is then cut short of its bottom. A picture whose height is not the page's height afterwards is
 * taken again once the page has settled.
 */
async function steadyScreenshot(page: Page): Promise<Buffer> {
  for (let attempt = 1; ; attempt += 1) {
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    // A PNG's height is the big-endian number at bytes 20 to 23 (its IHDR chunk); the pages render at a scale of 1.
    const pictured = image.readUInt32BE(20);
    // Measured as Playwright measures a full page.
    const height = await page.evaluate(() => {
      const { body, documentElement: html } = document;
      return Math.max(
        body.scrollHeight,
        html.scrollHeight,
        body.offsetHeight,
        html.offsetHeight,
        body.clientHeight,
        html.clientHeight,
      );
    });
    if (pictured === height || attempt === 3) return image;
    await settle(page);
  }
}

/**
 * What a story shows, as geometry: every element that paints something (text of its own, a background, a border, a
 * shadow, a replaced element such as an image or a field), with its size and its place relative to the first of
 * them, and whether the page overflows the window sideways. Elements that paint nothing (wrappers that stretch with
 * the window, the layout's centring) are left out: they are not seen. Two widths with the same signature show the same
 * pixels, only placed elsewhere in the window (ADR 0076).
 */
async function layoutSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const paints = (element: Element, style: CSSStyleDeclaration): boolean => {
      if (/^(IMG|SVG|CANVAS|VIDEO|INPUT|SELECT|TEXTAREA|BUTTON|IFRAME|PROGRESS|METER)$/i.test(element.tagName)) {
        return true;
      }
      if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) {
        return true;
      }
      const transparent = (colour: string) => colour === 'transparent' || colour === 'rgba(0, 0, 0, 0)';
      const border = ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      return (
        !transparent(style.backgroundColor) ||
        style.backgroundImage !== 'none' ||
        style.boxShadow !== 'none' ||
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        border
      );
    };
    const painted: string[] = [];
    let origin: { x: number; y: number } | undefined;
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style, head, template')) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width === 0 || box.height === 0 || !paints(element, style)) continue;
      origin ??= { x: box.x, y: box.y };
      const round = (value: number) => Math.round(value * 10) / 10;
      painted.push(
        [
          element.tagName,
          round(box.x - origin.x),
          round(box.y - origin.y),
          round(box.width),
          round(box.height),
          style.color,
          style.backgroundColor,
          style.fontSize,
        ].join(' '),
      );
    }
    const overflows = document.documentElement.scrollWidth > window.innerWidth;
    return `${overflows ? 'overflows' : 'fits'}\n${painted.join('\n')}`;
  });
}

/**
 * What axe's rules read of a story, without where things are: each element axe would see under the root (hidden ones
 * are left out, as axe leaves them), with its tag, the attributes that name or hide it or give it a role or a place in
 * the tab order, its colours, font size and weight, whether it is a control smaller than 24 px (the target-size
 * rule), and whether it scrolls. At two widths with the same signature axe finds the same things, so a story whose text only wraps
 * differently at 375 px is not checked by axe a second time (ADR 0085); its picture still is compared.
 */
async function accessibilitySignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('#storybook-root');
    if (!root) return '';
    const controls = /^(A|BUTTON|INPUT|SELECT|TEXTAREA|SUMMARY)$/;
    const controlRoles =
      /^(button|link|checkbox|radio|switch|tab|menuitem\w*|option|slider|spinbutton|combobox|textbox)$/;
    const lines: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const shown = style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
      const attributes = [...element.attributes]
        .filter(({ name }) =>
          /^(aria-|role$|hidden$|inert$|tabindex$|disabled$|alt$|title$|for$|id$|name$|type$)/.test(name),
        )
        .map(({ name, value }) => `${name}=${value}`)
        .join(',');
      const control =
        controls.test(element.tagName) ||
        controlRoles.test(element.getAttribute('role') ?? '') ||
        Number(element.getAttribute('tabindex') ?? -1) >= 0;
      const scrolls =
        /(auto|scroll)/.test(style.overflowX + style.overflowY) &&
        (element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
      lines.push(
        [
          element.tagName,
          shown ? 'shown' : 'hidden',
          attributes,
          style.color,
          style.backgroundColor,
          style.opacity,
          style.fontSize,
          style.fontWeight,
          control && shown && (box.width < 24 || box.height < 24) ? 'small' : '',
          scrolls ? 'scrolls' : '',
        ].join(' '),
      );
    }
    return lines.join('\n');
  });
}

async function checkAccessibility(page: Page, facts: StoryFacts): Promise<void> {
  const a11y = facts.parameters?.a11y;
  if (a11y?.disable || a11y?.test === 'off') return;
  await page.evaluate(() => (window as unknown as { axe: { reset(): void } }).axe.reset());
  // Same rules as addon-a11y: `region` is off because a component story is not a whole page.
  await configureAxe(page, { rules: [{ id: 'region', enabled: false }, ...(a11y?.config?.rules ?? [])] });
  await checkA11y(
    page,
    '#storybook-root',
    { detailedReport: true, detailedReportOptions: { html: true }, verbose: false },
    a11y?.test === 'todo',
  );
}

/** Pixels a screenshot may differ by before it fails; see matchScreenshot. */
const maxDifferingPixels = 50;

/**
 * Whether a screenshot differs from its baseline only by raster noise: on a loaded machine Chromium sometimes
 * rasterises every icon of a page with slightly different anti-aliasing (259 pixels of 14 icons, none more than 5
 * levels apart), where a real change changes more pixels or changes them by more: a pixel of padding moved 60,000
 * pixels by more than 8 levels, one unit on the colour of the ink 270,000 pixels. So at most 1,000 pixels may differ,
 * and at most 50 of them by more than 8 levels (ADR 0007). The comparison runs outside Jest's sandbox
 * (raster-noise.cjs, handed over by story-page-environment.js), where it takes a tenth of a second, not seconds.
 */
function differsOnlyByRasterNoise(image: Buffer, baselineFile: string): boolean {
  const { orbitDiffersOnlyByRasterNoise: compare } = globalThis as unknown as {
    orbitDiffersOnlyByRasterNoise: (
      image: Buffer,
      baselineFile: string,
      limits: { noiseLevels: number; maxNoisePixels: number; maxBeyondNoisePixels: number },
    ) => boolean;
  };
  return compare(image, baselineFile, {
    noiseLevels: 8,
    maxNoisePixels: 1000,
    maxBeyondNoisePixels: maxDifferingPixels,
  });
}

/** Whether a picture matches its baseline: the same bytes, or only raster noise apart. */
function matchesBaseline(image: Buffer, baseline: string): boolean {
  // Chromium encodes the same pixels to the same bytes, so an unchanged story needs no decoding (the slow part).
  return existsSync(baseline) && (readFileSync(baseline).equals(image) || differsOnlyByRasterNoise(image, baseline));
}

/**
 * Stories whose first picture differed and whose second, taken once the page had settled again, matched: each one
 * line in the file ORBIT_UNSTEADY_PICTURES names, which scripts/test-stories.ts prints at the end of the run so that
 * an unsteady story is seen and mended rather than passing unnoticed.
 */
const unsteadyPicturesFile = process.env.ORBIT_UNSTEADY_PICTURES;

async function matchScreenshot(
  page: Page,
  context: TestContext,
  viewport: ViewportName,
  mode: VisualMode,
): Promise<void> {
  const identifier = `${context.id}--${viewport}`;
  const baseline = join(screenshotsDir, `${identifier}.png`);
  let image = await steadyScreenshot(page);
  // Raster noise passes a comparison, and an update keeps the baseline it would pass: refreshing the baselines of a
  // few stories then rewrites only those whose pixels changed.
  if (matchesBaseline(image, baseline)) {
    // Mark the baseline as in use, so an --update run can remove the ones of deleted stories.
    if (mode === 'update') utimesSync(baseline, new Date(), new Date());
    return;
  }
  // On a loaded machine a page can still be finishing its last change (focus coming back, a late layout pass) when
  // the first picture is taken: one more picture, after the page settled again, decides, and the story is listed.
  if (mode === 'compare' && existsSync(baseline)) {
    await settle(page);
    image = await steadyScreenshot(page);
    if (matchesBaseline(image, baseline)) {
      if (unsteadyPicturesFile) appendFileSync(unsteadyPicturesFile, `${identifier}\n`);
      return;
    }
  }
  const { toMatchImageSnapshot } = await import('jest-image-snapshot');
  jestExpect().extend({ toMatchImageSnapshot });
  jestExpect()(image).toMatchImageSnapshot({
    customSnapshotsDir: screenshotsDir,
    customSnapshotIdentifier: identifier,
    customDiffDir: join(screenshotsDir, '__diff_output__'),
    customReceivedDir: join(screenshotsDir, '__diff_output__', 'received'),
    storeReceivedOnFailure: true,
    // Every pixel is compared exactly, and up to 50 may differ: Chromium rasterises the edge of a rounded focus
    // ring in one of two ways from run to run (26 pixels apart), while a 1 px padding change or a changed colour
    // token changes hundreds of pixels at least (docs/adr/0007).
    comparisonMethod: 'pixelmatch',
    customDiffConfig: { threshold: 0 },
    failureThreshold: maxDifferingPixels,
    failureThresholdType: 'pixel',
    updatePassedSnapshot: mode === 'update',
  });
}

/** A baseline the story no longer needs (its layout is the same at both widths): an update removes it. */
function removeBaseline(context: TestContext, viewport: ViewportName): void {
  rmSync(join(screenshotsDir, `${context.id}--${viewport}.png`), { force: true });
}

/**
 * The preview runs under the console's Content-Security-Policy (scripts/test-stories.ts sends it). The test harness
 * itself adds inline scripts and styles (the runner's setup script, axe, the caret style); this gives exactly those
 * the page's nonce, as a browser extension's own injections are exempt, while the stories run under the policy as it
 * is. Runs in the page, before the harness injects anything.
 */
function grantPageNonceToHarness(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (!nonce) return;
  const append = Node.prototype.appendChild;
  document.head.appendChild = function appendWithNonce<T extends Node>(node: T): T {
    if ((node instanceof HTMLScriptElement || node instanceof HTMLStyleElement) && !node.nonce) node.nonce = nonce;
    return append.call(this, node) as T;
  };
}

const config: TestRunnerConfig = {
  /**
   * The runner's own preparation (open the preview), then the harness's nonce. The preview itself must load without
   * breaking its Content-Security-Policy; stories are checked for every console error as they run.
   */
  async prepare({ page }) {
    const problems = problemsOf(page);
    const started = performance.now();
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    if (timingsFile)
      appendFileSync(timingsFile, `${JSON.stringify({ prepare: Math.round(performance.now() - started) })}\n`);
    await page.evaluate(grantPageNonceToHarness);
    const violations = problems.filter((problem) => problem.includes('Content Security Policy'));
    if (violations.length > 0) throw new Error(`The preview broke its policy while loading:\n${violations.join('\n')}`);
  },

  async preVisit(page, context) {
    if (timingsFile) storyClock.set(context.id, { started: performance.now(), marks: {} });
    const holder = page as StoryPage;
    // A story this page showed before is being retried: it must render and play again, not pass as unchanged.
    const visited = (holder[visitedKey] ??= new Set());
    if (visited.has(context.id)) await leaveStory(page, context.id);
    visited.add(context.id);
    problemsOf(page).length = 0;
    // Once per page, which serves story after story: axe, and no text caret in the screenshots (a style added for
    // every story would pile up in the page, and every later layout would go through them all).
    if (!holder[preparedKey]) {
      if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
      await page.addStyleTag({ content: '* { caret-color: transparent !important; }' });
      holder[preparedKey] = true;
    }
    // A story rendered for phones (globals.viewport = mobile) renders and plays at 375 px.
    const facts = await factsOf(page, context);
    const renderViewport = viewports[facts.storyGlobals?.viewport?.value === 'mobile' ? 'mobile' : 'desktop'];
    const current = page.viewportSize();
    if (current?.width !== renderViewport.width || current.height !== renderViewport.height) {
      await page.setViewportSize(renderViewport);
    }
    mark(context, 'preVisit');
  },

  async postVisit(page, context) {
    // After a failed render or play the runner still calls this hook; let that failure be the one reported.
    if (context.hasFailure) return;
    mark(context, 'renderAndPlay');
    const facts = await factsOf(page, context);
    const mode = visualMode(page.context().browser()?.version());
    const renderedMobile = facts.storyGlobals?.viewport?.value === 'mobile';
    await settle(page);
    mark(context, 'settle');
    failOnProblems(page, facts);

    if (!renderedMobile && mode !== 'skip') {
      await matchScreenshot(page, context, 'desktop', mode);
      mark(context, 'desktopScreenshot');
    }

    // At 375 px a story that shows the same pixels as at 1280 px, only placed elsewhere, was checked by the desktop
    // pass (axe ran during the render); one whose layout changes with the width is checked and compared again.
    // One whose layout changes but whose elements, colours and controls axe reads do not (text that wraps, a column
    // that narrows) is compared again without running axe again (ADR 0085).
    let sameAtBothWidths = false;
    let sameForAxe = false;
    if (!renderedMobile) {
      const desktopLayout = await layoutSignature(page);
      const desktopAccessibility = await accessibilitySignature(page);
      await page.setViewportSize(viewports.mobile);
      await settle(page);
      sameAtBothWidths = (await layoutSignature(page)) === desktopLayout;
      sameForAxe = sameAtBothWidths || (await accessibilitySignature(page)) === desktopAccessibility;
      mark(context, 'mobileResize');
    }
    if (sameAtBothWidths && mode === 'update') removeBaseline(context, 'mobile');
    if (!sameForAxe) {
      await checkAccessibility(page, facts);
      mark(context, 'axe');
    }
    if (mode !== 'skip' && !sameAtBothWidths) {
      await matchScreenshot(page, context, 'mobile', mode);
      mark(context, 'mobileScreenshot');
    }

    failOnProblems(page, facts);
    const clock = storyClock.get(context.id);
    if (timingsFile && clock)
      appendFileSync(
        timingsFile,
        `${JSON.stringify({ id: context.id, sameAtBothWidths, sameForAxe, ...clock.marks })}\n`,
      );
  },
};

export default config;
