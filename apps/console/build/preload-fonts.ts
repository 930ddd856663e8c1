import type { Plugin } from 'vite';

/**
 * The font file the first screen draws with: Inter's Latin subset (the five languages' letters), one variable file
 * for every weight (ADR 0044). Other subsets load when text uses them, through the unicode ranges of their
 * @font-face rules (ADR 0034).
 */
const firstScreenFonts = [/^inter-latin-wght-normal-[\w-]+\.woff2$/];

/**
 * Adds `<link rel="preload">` for the first screen's fonts to the built page, so the browser fetches them beside
 * the scripts instead of after the scripts have run and drawn the first text.
 */
export function preloadFonts(): Plugin {
  return {
    name: 'orbit-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => {
          const name = file.split('/').pop() ?? '';
          return firstScreenFonts.some((pattern) => pattern.test(name));
        });
        if (files.length !== firstScreenFonts.length) {
          throw new Error(`Expected ${firstScreenFonts.length} first-screen font files, found: ${files.join(', ')}`);
        }
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
