import './fixed-clock.ts';
// Both brands of the toolbar draw in their own typeface.
import '@orbit/ui/fonts/orbit';
import '@orbit/ui/fonts/bubble';
import { useEffect, type MouseEvent } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { createHandlers } from '@orbit/mocks';
import {
  createI18n,
  I18nextProvider,
  supportedLanguages,
  toSupportedLanguage,
  type I18n,
  type SupportedLanguage,
} from '@orbit/i18n';
import {
  brand as orbitBrand,
  bubbleBrand,
  LinkProvider,
  OrbitThemeProvider,
  preloadDataTable,
  preloadPopovers,
  preloadReportCharts,
  preloadReportTable,
  type Brand,
  type LinkComponentProps,
} from '@orbit/ui';

/** The brands of the toolbar: Orbit, and Bubble, a second portal built from the same components (only tokens differ). */
const brands: Record<string, Brand> = { orbit: orbitBrand, bubble: bubbleBrand };

/** One i18n instance per language, so switching the toolbar never changes state while React renders. */
const i18nByLanguage = new Map<SupportedLanguage, I18n>();
function i18nFor(language: SupportedLanguage): I18n {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createI18n({ language });
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

function DocumentLanguage({ language }: { language: string }) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}

/** In-app links behave like the console's router links: no page load (which would leave the story). */
function StoryRouterLink({ onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

const withProviders: Decorator = (Story, context) => {
  const language = toSupportedLanguage(String(context.globals.locale ?? 'en'));
  const brand = brands[String(context.globals.brand)] ?? orbitBrand;
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <DocumentLanguage language={language} />
      <OrbitThemeProvider brand={brand}>
        <LinkProvider component={StoryRouterLink}>
          <Story />
        </LinkProvider>
      </OrbitThemeProvider>
    </I18nextProvider>
  );
};

/**
 * The preview runs under the console's Content-Security-Policy (scripts/test-stories.ts sends it, ADR 0021). Style
 * elements that the preview's scripts add (Storybook's highlight, the stillness below) get the page's nonce, as
 * styled-components gives it to its own; markup still cannot bring a style element in, the parser gives it no nonce.
 */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (styleNonce) {
  const withNonce = <T extends Node>(node: T): T => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = styleNonce;
    return node;
  };
  const { appendChild, insertBefore } = Node.prototype;
  Node.prototype.appendChild = function appendStyleWithNonce<T extends Node>(node: T): T {
    return appendChild.call(this, withNonce(node)) as T;
  };
  Node.prototype.insertBefore = function insertStyleWithNonce<T extends Node>(node: T, child: Node | null): T {
    return insertBefore.call(this, withNonce(node), child) as T;
  };
}

// Stories are still pictures: no transitions or animations, so what a reviewer sees is what the screenshots hold.
const still = document.createElement('style');
if (styleNonce) still.nonce = styleNonce;
still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
document.head.append(still);

const preview: Preview = {
  // Every component gets a docs page: its description, the props with their doc comments, and its stories.
  tags: ['autodocs'],
  decorators: [withProviders],
  loaders: [
    // Stories show tables with their rows, reports with their charts and popovers in their place, not what stands in
    // while their code arrives after the screen's first render (ADR 0040).
    async () => {
      await Promise.all([preloadDataTable(), preloadReportCharts(), preloadPopovers(), preloadReportTable()]);
      return {};
    },
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        // A story that calls the API without a handler fails (console error), as in the Vitest suites;
        // Storybook's own files and fonts pass through.
        onUnhandledFrame({ frame, defaults }) {
          const request = frame.protocol === 'http' ? (frame.data as { request?: Request }).request : undefined;
          if (request && new URL(request.url).pathname.startsWith('/api/')) defaults.error();
        },
      });
      return worker;
    }),
  ],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: supportedLanguages.map(({ code, nativeName }) => ({ value: code, title: nativeName, right: code })),
        dynamicTitle: true,
      },
    },
    brand: {
      description: "Brand portal: the same components with another brand's tokens",
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.entries(brands).map(([value, { name }]) => ({ value, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    brand: 'orbit',
  },
  parameters: {
    layout: 'padded',
    // The catalogue in the order a reviewer looks for things; new titles fall into place under their group.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Primitives',
          'Data display',
          'Charts',
          'Domain',
          ['Licences', 'Wallet', 'Blocking', 'News', 'Profile', 'Admin'],
          'Screens',
          ['Client', 'Admin'],
          'Connected pages',
          ['Client', 'Admin'],
        ],
      },
    },
    a11y: { test: 'error' },
    // The mock API answers as the real one would; a story overrides a group by its name to show other states.
    msw: { handlers: { api: createHandlers() } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '800px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
