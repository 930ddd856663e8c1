import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorMessages, routes } from '@orbit/contract';
import { mockBusinessApiKeys, mockBusinessWebhookEndpoints, mockError, mockRoute, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { failing, mockApi, slow } from '../../stories/handlers.ts';
import { arrived } from '../../stories/reportPlay.ts';

const arrival = { timeout: 10_000 };

/** The integrations page with its real hooks against the mock API (msw-storybook-addon), as each staff scope sees it. */
const meta = {
  title: 'Connected pages/Admin/Integrations',
  component: ConnectedPage,
  args: { path: '/dash/admin/integrations' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin finds the page in the sidebar, makes a key and is shown its secret once. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Integrations');
    await expect(canvas.getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');
    const table = within(await canvas.findByRole('table', { name: 'API keys, newest first' }, arrival));
    await expect(table.getAllByRole('row')).toHaveLength(mockBusinessApiKeys.length + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Make a key' }));
    const body = within(canvasElement.ownerDocument.body);
    const form = within(await body.findByRole('dialog', { name: 'Make an API key' }));
    await userEvent.type(form.getByLabelText(/^Name/), 'Payroll');
    await userEvent.click(form.getByRole('checkbox', { name: 'Reports: read' }));
    await userEvent.click(form.getByRole('button', { name: 'Make the key' }));
    const shown = within(await body.findByRole('dialog', { name: 'Copy the secret of “Payroll” now' }, arrival));
    await expect((shown.getByLabelText('Secret') as HTMLInputElement).value).toMatch(/^orbit_key_/);
  },
};

/** The server refuses the form (400) for an address the form let through: the field says which. */
export const MakeRefused: Story = {
  parameters: { expectedConsoleErrors: ['status of 400'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Integrations');
    await userEvent.click(await canvas.findByRole('button', { name: 'Make a key' }, arrival));
    const form = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Make an API key' }),
    );
    await userEvent.type(form.getByLabelText(/^Name/), 'Payroll');
    await userEvent.click(form.getByRole('checkbox', { name: 'Reports: read' }));
    await userEvent.type(form.getByLabelText(/^Allowed addresses/), '2001:db8:::1');
    await userEvent.click(form.getByRole('button', { name: 'Make the key' }));
    await expect(await form.findByText('Address 1 is not an IP address or range.', {}, arrival)).toBeVisible();
    await expect(form.getByRole('alert')).toHaveTextContent('The key was not made');
  },
};

/** A roll refused because the key was revoked meanwhile: said in the viewer's words. */
export const RollGone: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [
      mockRoute(routes.adminRollApiKey, () => mockError(409, errorMessages.apiKeyRevoked)),
    ]),
    expectedConsoleErrors: ['status of 409'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Integrations');
    await userEvent.click(await canvas.findByRole('button', { name: 'Roll “Invoicing”' }, arrival));
    const roll = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Roll “Invoicing”' }),
    );
    await userEvent.click(roll.getByRole('button', { name: 'Roll the key' }));
    await expect(await roll.findByRole('alert', {}, arrival)).toHaveTextContent('revoked or has expired meanwhile');
  },
};

/** No key yet. */
export const Empty: Story = {
  parameters: { msw: mockApi(mockUsers.admin, [mockRoute(routes.adminApiKeys, () => ({ results: [] }))]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No keys yet/, {}, arrival)).toBeVisible();
  },
};

/** The list waits for the server. */
export const Slow: Story = {
  parameters: { msw: mockApi(mockUsers.admin, [slow('/api/admin/api-keys')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Integrations');
    await expect(await canvas.findByText('Loading the keys…', {}, arrival)).toBeVisible();
  },
};

/** The server fails: an error with a retry. */
export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [failing('/api/admin/api-keys')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading the keys.', {}, arrival)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A supervisor has no such entry in the sidebar, and the address shows no key: only admins manage them. */
export const Supervisor: Story = {
  parameters: { msw: mockApi(mockUsers.supervisor) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Integrations');
    await expect(canvas.getByText('Only admins manage the business’s keys.')).toBeVisible();
    await expect(canvas.getByText('Only admins manage the business’s endpoints.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Integrations' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** An admin adds a webhook endpoint and is shown its signing secret once. */
export const AddWebhookEndpoint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await arrived(canvas, 'Integrations');
    const list = within(await canvas.findByRole('list', { name: 'Webhook endpoints, newest first' }, arrival));
    await expect(list.getAllByRole('heading', { level: 3 })).toHaveLength(mockBusinessWebhookEndpoints.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an endpoint' }));
    const form = within(await body.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    await userEvent.type(form.getByLabelText(/^URL/), 'https://payroll.example.com/orbit');
    await userEvent.type(form.getByLabelText(/^Description/), 'Payroll');
    await userEvent.click(form.getByRole('checkbox', { name: 'Every event of “Large debits”' }));
    await userEvent.click(form.getByRole('button', { name: 'Add the endpoint' }));
    const shown = within(await body.findByRole('dialog', { name: 'Copy the signing secret of Payroll now' }, arrival));
    await expect((shown.getByLabelText('Signing secret') as HTMLInputElement).value).toMatch(/^whsec_/);
  },
};

/** The server refuses an address inside a private network (400): the field says so in the viewer's words. */
export const WebhookAddressRefused: Story = {
  parameters: { expectedConsoleErrors: ['status of 400'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await arrived(canvas, 'Integrations');
    await userEvent.click(await canvas.findByRole('button', { name: 'Add an endpoint' }, arrival));
    const form = within(await body.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    await userEvent.type(form.getByLabelText(/^URL/), 'http://localhost:4000/hooks');
    await userEvent.click(form.getByRole('checkbox', { name: 'Rides synced' }));
    await userEvent.click(form.getByRole('button', { name: 'Add the endpoint' }));
    await expect(await form.findByRole('alert', {}, arrival)).toHaveTextContent('The endpoint was not added');
    // Said once, on the field; the form's alert points at it.
    await expect(form.getAllByText(/inside a private network or this server/)).toHaveLength(1);
    await expect(form.getByRole('alert')).toHaveTextContent('Check the fields marked.');
  },
};

/** A test event, then the delivery log shows its attempt first. */
export const TestEventInTheLog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await arrived(canvas, 'Integrations');
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a test event to Invoicing' }, arrival));
    await expect(await canvas.findByText(/Test event evt_mocktest1 sent to Invoicing/, {}, arrival)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delivery log of Invoicing' }));
    const log = within(await body.findByRole('dialog', { name: 'Delivery log of Invoicing' }));
    const attempts = within(await log.findByRole('list', { name: 'Delivery attempts, newest first' }, arrival));
    await expect(attempts.getAllByRole('listitem')[0]).toHaveTextContent(/Test event.*Delivered · 200/);
  },
};

/** Enabling an endpoint disabled after 5 days of failures offers to resend what it missed. */
export const EnableAndResendMissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await arrived(canvas, 'Integrations');
    await userEvent.click(await canvas.findByRole('button', { name: 'Enable Data warehouse' }, arrival));
    const offer = within(await body.findByRole('dialog', { name: 'Send Data warehouse what it missed?' }, arrival));
    await userEvent.click(offer.getByRole('button', { name: 'Resend what it missed' }));
    await expect(await canvas.findByText(/Events queued again for Data warehouse: \d+\./, {}, arrival)).toBeVisible();
  },
};

/** The endpoints fail to load: an error with a retry, the keys shown all the same. */
export const WebhooksFailing: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [failing('/api/admin/webhook-endpoints')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading the endpoints.', {}, arrival)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'API keys, newest first' }, arrival)).toBeVisible();
  },
};
