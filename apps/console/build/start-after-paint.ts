import type { Plugin } from 'vite';

/**
 * Starts the app's entry once the browser has painted the page, instead of as soon as it has downloaded: the screen
 * the server drew (ADR 0045) then always shows first, rather than after the entry has run whenever the entry arrives
 * before the first paint. The entry still downloads at once (`modulepreload`); a hidden tab, which paints nothing,
 * starts it at once. Vite gives both tags the page's nonce (`html.cspNonce`) after this.
 */
export function startAfterPaint(): Plugin {
  return {
    name: 'orbit-start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_tag, src: string) =>
            `<link rel="modulepreload" crossorigin href="${src}">` +
            `<script type="module">` +
            `const start = () => import(${JSON.stringify(src)});` +
            `if (document.visibilityState === 'hidden') start();` +
            `else requestAnimationFrame(() => setTimeout(start));` +
            `</script>`,
        );
      },
    },
  };
}
