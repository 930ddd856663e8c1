import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from '../languages.ts';
import { notificationTexts } from './index.ts';
import { loadNotificationTexts } from './load.ts';

describe('loadNotificationTexts', () => {
  it('gives each language the texts the server mails in it', async () => {
    for (const language of interfaceLanguages) {
      expect(await loadNotificationTexts(language)).toBe(notificationTexts[language]);
    }
  });
});
