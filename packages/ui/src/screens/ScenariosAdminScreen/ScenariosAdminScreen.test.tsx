import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Scenario } from '@orbit/contract';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { LicenseScenariosCard } from '../../components/LicenseScenariosCard/index.ts';
import { ScenariosAdminScreen } from './ScenariosAdminScreen.tsx';

const scenario = (id: number, title: string, pt?: string): Scenario => ({
  id,
  gameModel: 'OrbitCoaster',
  gameModelId: id,
  isActive: true,
  version: '1.0.0',
  minGameVersion: '2.0.0',
  time: 420,
  imageKey: null,
  languages: {
    en: { title, theme: 'Desert', description: 'A ride.' },
    ...(pt && { pt: { title: pt, theme: 'Deserto', description: 'Um passeio.' } }),
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  issuerUserId: 1,
  sellable: { brlValue: 4990, usdValue: 999, restrictedCountryIds: [32] },
});

function inProviders(children: React.ReactNode, language = 'en') {
  return (
    <I18nextProvider i18n={createI18n({ language })}>
      <OrbitThemeProvider>{children}</OrbitThemeProvider>
    </I18nextProvider>
  );
}

describe('ScenariosAdminScreen', () => {
  it('names each scenario in the reader language and opens the editor', async () => {
    const user = userEvent.setup();
    const onToggleActive = vi.fn(() => Promise.resolve());
    render(
      inProviders(
        <ScenariosAdminScreen
          scenarios={[scenario(10, 'Wild Canyon', 'Cânion Selvagem'), scenario(11, 'Neon City')]}
          search=""
          onSearchChange={vi.fn()}
          canChange
          countries={[]}
          thumbnailUrl={(key) => `/uploads/${key}/image-thumbnail.png`}
          onCreate={vi.fn()}
          onUpdate={vi.fn()}
          onTranslate={vi.fn()}
          onToggleActive={onToggleActive}
        />,
        'pt',
      ),
    );
    expect(screen.getByText('Cânion Selvagem')).toBeTruthy();
    // No Portuguese text yet: the English title stands in (the one rule of @orbit/domain).
    expect(screen.getByText('Neon City')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Novo cenário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo cenário' }, { timeout: 30_000 });
    expect(within(dialog).getByLabelText(/^Tempo em segundos/)).toBeTruthy();
  }, 60_000);

  it('shows the licence scenario card with titles and minutes', () => {
    render(
      inProviders(
        <LicenseScenariosCard
          scenarioIds={[10]}
          state={{
            status: 'ready',
            scenarios: [
              {
                id: 10,
                title: 'Wild Canyon',
                theme: 'Desert',
                language: 'en',
                time: 420,
                imageKey: null,
                thumbnailUrl: null,
                licenseKeys: ['K'],
              },
            ],
          }}
        />,
      ),
    );
    expect(screen.getByText('7 min')).toBeTruthy();
  });
});
