import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, initI18n } from './bundled.ts';
import { changeLanguage, loadCatalogueArea, loadI18n } from './i18n.ts';
import { languageStorageKey } from './languages.ts';

/** The three places a browser tells us about language, stubbed so each test sets exactly what it needs. */
function stubBrowser({ stored, browser = [], html }: { stored?: string; browser?: string[]; html?: string }) {
  const storage = new Map<string, string>(stored ? [[languageStorageKey, stored]] : []);
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
  const documentElement = {
    lang: html ?? '',
    getAttribute: (name: string) => (name === 'lang' ? documentElement.lang || null : null),
  };
  vi.stubGlobal('window', { localStorage });
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('navigator', { languages: browser, language: browser[0] });
  vi.stubGlobal('document', { documentElement });
  return { storage, documentElement };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('language detection (docs/domain.md#the-product)', () => {
  it('prefers the stored choice over the browser and the page', () => {
    stubBrowser({ stored: 'it', browser: ['fr-FR'], html: 'es' });
    expect(createI18n().language).toBe('it');
  });

  it('uses the first supported browser language when nothing is stored', () => {
    stubBrowser({ browser: ['de-DE', 'pt-BR', 'en-US'], html: 'es' });
    expect(createI18n().language).toBe('pt');
  });

  it('lets a regional browser language keep its place ahead of the page language', () => {
    stubBrowser({ browser: ['fr-CA'], html: 'it' });
    expect(createI18n().language).toBe('fr');
  });

  it('falls back to <html lang> when the browser offers no supported language', () => {
    stubBrowser({ browser: ['de-DE', 'nl'], html: 'es' });
    expect(createI18n().language).toBe('es');
  });

  it('skips a stored value that is not an interface language', () => {
    stubBrowser({ stored: 'de', browser: ['it-IT'] });
    expect(createI18n().language).toBe('it');
  });

  it('ends in English when nothing fits', () => {
    stubBrowser({ browser: ['de-DE', 'ja'], html: 'nl' });
    const i18n = createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('signIn.title')).toBe('Sign in');
  });

  it('uses an explicit language over anything detected', () => {
    stubBrowser({ stored: 'it', browser: ['fr-FR'] });
    expect(createI18n({ language: 'es' }).language).toBe('es');
  });

  it('does not store a detected language as a preference', () => {
    const { storage } = stubBrowser({ browser: ['pt-BR'] });
    createI18n();
    expect(storage.has(languageStorageKey)).toBe(false);
  });
});

describe('initI18n and changeLanguage', () => {
  beforeEach(() => {
    stubBrowser({ browser: ['en-US'] });
  });

  it('initialises synchronously with the bundled catalogues', () => {
    const i18n = createI18n({ language: 'pt' });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('signIn.password')).toBe('Senha');
    expect(i18n.t('validation.minLength', { limit: 6 })).toBe('Deve ter pelo menos 6 caracteres.');
  });

  it('returns the same instance when called twice', () => {
    const first = initI18n({ language: 'en' });
    const second = initI18n();
    expect(second).toBe(first);
    initI18n({ language: 'fr' });
    expect(first.language).toBe('fr');
  });

  it('switches the language, stores the choice and updates <html lang>', async () => {
    const { storage, documentElement } = stubBrowser({ browser: ['en-US'] });
    const i18n = initI18n({ language: 'en' });
    await changeLanguage('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('shell.signOut')).toBe('Cerrar sesión');
    expect(storage.get(languageStorageKey)).toBe('es');
    expect(documentElement.lang).toBe('es');
  });

  it('reports a key that no catalogue has', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createI18n({ language: 'en' }).t('signIn.noSuchKey');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('signIn.noSuchKey'));
    error.mockRestore();
  });
});

describe('catalogue areas (ADR 0040)', () => {
  it('starts with the public texts only and adds an area, in every language switched to later', async () => {
    stubBrowser({ browser: ['fr-FR'] });
    const i18n = await loadI18n();
    expect(i18n.t('signIn.title')).toBe('Connexion');
    expect(i18n.exists('shell.signOut')).toBe(false);
    expect(i18n.exists('adminClients.list.title')).toBe(false);

    await loadCatalogueArea('dash');
    expect(i18n.t('shell.signOut')).toBe('Se déconnecter');
    // The news texts of the sign-in page and the rest of their section, from two areas, sit side by side.
    expect(i18n.exists('clientPages.news.title')).toBe(true);
    expect(i18n.exists('clientPages.profile.title')).toBe(true);

    await changeLanguage('es');
    expect(i18n.t('signIn.password')).toBe('Contraseña');
    expect(i18n.t('shell.signOut')).toBe('Cerrar sesión');
    expect(i18n.exists('adminClients.list.title')).toBe(false);
  });

  it('adds an area asked for while the first texts are on their way, in their language (ADR 0043)', async () => {
    stubBrowser({ browser: ['it-IT'] });
    const starting = loadI18n();
    const area = loadCatalogueArea('dash');
    const i18n = await starting;
    await area;
    expect(i18n.t('signIn.title')).toBe('Accedi');
    expect(i18n.t('shell.signOut')).toBe('Esci');
  });

  it('leaves the texts of a page of its own out of the staff area, until that page loads them (ADR 0081)', async () => {
    stubBrowser({ browser: ['es-ES'] });
    const i18n = await loadI18n();
    await loadCatalogueArea('dash');
    await loadCatalogueArea('admin');
    expect(i18n.t('adminClients.list.title')).toBe('Clientes');
    expect(i18n.exists('failedJobs.title')).toBe(false);

    await loadCatalogueArea('failedJobs');
    expect(i18n.t('failedJobs.title')).toBe('Trabajos fallidos');
    await changeLanguage('it');
    expect(i18n.t('failedJobs.title')).toBe('Attività non riuscite');
  });

  it("loads the notification centre's texts when the bell asks for them, not with the client area (ADR 0083)", async () => {
    stubBrowser({ browser: ['fr-FR'] });
    const i18n = await loadI18n();
    await loadCatalogueArea('dash');
    expect(i18n.exists('notifications.markAllRead')).toBe(false);

    await loadCatalogueArea('notifications');
    expect(i18n.t('notifications.markAllRead')).toBe('Tout marquer comme lu');
    await changeLanguage('pt');
    expect(i18n.t('notifications.markAllRead')).toBe('Marcar todas como lidas');
  });
});

describe('the first date format', () => {
  it('is made in a task of its own while the first texts download, not in the first render', async () => {
    stubBrowser({ browser: ['pt-BR'] });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const inPortuguese = () => made.mock.calls.filter(([locale]) => locale === 'pt-BR');
    const starting = loadI18n();
    expect(inPortuguese()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(inPortuguese()).toEqual([['pt-BR', expect.objectContaining({ dateStyle: 'medium' })]]);
    await starting;
    made.mockRestore();
  });
});
