import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OfflineNotice } from './OfflineNotice.tsx';

/** What the stubbed `navigator.onLine` answers; a play function flips it before sending the browser's event. */
let browserOnline = true;

/** Makes `navigator.onLine` answer `browserOnline`; the returned cleanup restores the browser's own answer. */
function stubOnLine(online: boolean) {
  browserOnline = online;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => browserOnline });
  return () => {
    browserOnline = true;
    Reflect.deleteProperty(navigator, 'onLine');
  };
}

const meta = {
  title: 'Primitives/OfflineNotice',
  component: OfflineNotice,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Offline: Story = {
  beforeEach: () => stubOnLine(false),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('You are offline.');
  },
};

export const GoesOfflineAndBack: Story = {
  beforeEach: () => stubOnLine(true),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    browserOnline = false;
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(status).toHaveTextContent('You are offline.'));
    browserOnline = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

export const OfflineInSpanish: Story = {
  globals: { locale: 'es' },
  beforeEach: () => stubOnLine(false),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Estás sin conexión.');
  },
};
