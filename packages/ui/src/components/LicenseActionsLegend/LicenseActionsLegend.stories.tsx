import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LicenseActionsLegend } from './LicenseActionsLegend.tsx';

const meta = {
  title: 'Domain/Admin/LicenseActionsLegend',
  component: LicenseActionsLegend,
} satisfies Meta<typeof LicenseActionsLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each of the six action icons with its name and what it does, in the order of a row's buttons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole('region', { name: 'Action icons' });
    const terms = within(legend).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Manage scenarios',
      'Block licence',
      'Revoke licence',
      'Make unlimited',
      'Make offline',
      'Change game model',
    ]);
    await expect(within(legend).getByText('An unlimited licence may also run without connecting.')).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole('region', { name: 'Ícones das ações' });
    await expect(within(legend).getByText('Bloquear licença')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
