import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@orbit/contract';
import {
  mockAccountWebhookEndpoints,
  mockBusinessWebhookEndpoints,
  mockNow,
  mockWebhookDeliveryLog,
} from '@orbit/mocks';
import { WebhookDeliveryLogDialog } from './WebhookDeliveryLogDialog.tsx';
import { WebhookEndpointsCard, type WebhookEndpointChanges } from './WebhookEndpointsCard.tsx';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** The answer of a making, a change or a rotation: the endpoint as the list shows it, and a secret when one was made. */
const answered = (
  endpoint: Partial<WebhookEndpoint>,
  extra: Partial<WebhookEndpointWithSecret> = {},
): WebhookEndpointWithSecret => ({
  endpoint: {
    id: 100,
    kind: 'business',
    url: 'https://payroll.example.com/orbit',
    description: 'Payroll',
    eventTypes: ['coins.inserted'],
    strictOrder: false,
    enabled: true,
    disabledReason: null,
    failingSince: null,
    previousSecretExpiresAt: null,
    createdBy: { id: 1, name: 'Helena Admin' },
    createdAt: mockNow,
    ...endpoint,
  },
  secret: null,
  missedSince: null,
  ...extra,
});

const byDescription = (description: string) => {
  const found = mockBusinessWebhookEndpoints.find((endpoint) => endpoint.description === description);
  if (!found) throw new Error(`The stories need the endpoint “${description}”`);
  return found;
};
const invoicing = byDescription('Invoicing');
const warehouse = byDescription('Data warehouse');

const meta = {
  title: 'Domain/Integrations/WebhookEndpointsCard',
  component: WebhookEndpointsCard,
  args: {
    kind: 'business',
    endpoints: mockBusinessWebhookEndpoints,
    timeZone: 'UTC',
    onRetry: fn(),
    onCreate: fn(async () => answered({}, { secret })),
    onUpdate: fn(async (endpoint: WebhookEndpoint, changes: WebhookEndpointChanges) =>
      answered(
        { ...endpoint, ...changes, ...(changes.enabled && { enabled: true, disabledReason: null }) },
        {
          secret: changes.rotateSecret ? secret : null,
          missedSince: changes.enabled && !endpoint.enabled ? '2026-05-09T12:00:00.000Z' : null,
        },
      ),
    ),
    onDelete: fn(async () => undefined),
    onTest: fn(async () => ({ eventId: 'evt_7hT2kLm9QpX4vW8sZc1NbR' })),
    onResend: fn(async () => ({ queued: 12 })),
    deliveryLog: (endpoint, close) => (
      <WebhookDeliveryLogDialog
        endpoint={endpoint}
        deliveries={mockWebhookDeliveryLog}
        onResend={async () => ({ queued: 1 })}
        onClose={close}
        now={new Date(mockNow)}
        timeZone="UTC"
      />
    ),
    copy: fn(async () => undefined),
  },
} satisfies Meta<typeof WebhookEndpointsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state an endpoint can be in: delivering, failing, strict order after a rotation, disabled for each reason. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: 'Webhook endpoints, newest first' }));
    await expect(list.getAllByRole('heading', { level: 3 })).toHaveLength(mockBusinessWebhookEndpoints.length);
    const item = (url: string) => {
      const entry = canvas.getByRole('heading', { name: new RegExp(url) }).closest('li');
      if (!entry) throw new globalThis.Error(`No endpoint ${url}`);
      return within(entry);
    };
    await expect(item('billing.example.com').getByText('Enabled')).toBeVisible();
    await expect(item('billing.example.com').getByText('Coins inserted')).toBeVisible();
    await expect(item('ops.example.net').getByText('Failing')).toBeVisible();
    await expect(item('ops.example.net').getByText(/Every delivery has failed since/)).toBeVisible();
    await expect(item('crm.example.org/api').getByText(/In strict order per account/)).toBeVisible();
    await expect(item('crm.example.org/api').getByText(/The previous secret signs too until/)).toBeVisible();
    await expect(item('old-crm').getByText('Disabled: the receiver answered 410 Gone.')).toBeVisible();
    await expect(item('warehouse').getByText('Disabled after 5 days of failed deliveries.')).toBeVisible();
    await expect(item('staging').getByText('Disabled by hand.')).toBeVisible();
    await expect(item('staging').getByRole('button', { name: 'Enable Staging receiver' })).toBeVisible();
    await expect(item('staging').queryByRole('button', { name: /^Send a test event/ })).toBeNull();
    await expect(item('billing.example.com').getAllByText(/Made by Helena Admin/)).toHaveLength(1);
  },
};

/** A person's own endpoints: no maker named, the description speaks of their software. */
export const OwnEndpoints: Story = {
  args: { kind: 'account', endpoints: mockAccountWebhookEndpoints },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Endpoints let your own software/)).toBeVisible();
    await expect(canvas.queryByText(/Made by/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { endpoints: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No endpoints yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an endpoint' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { endpoints: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the endpoints…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add an endpoint' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { endpoints: undefined, loadError: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error loading the endpoints.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The server refused the list (403): no endpoint and nothing to add one with. */
export const Forbidden: Story = {
  args: { endpoints: undefined, loadError: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only admins manage the business’s endpoints.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The form of a new endpoint: a whole group ticked at once and one of it unticked, strict order on. */
export const Adding: Story = {
  args: { onCreate: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open over the page, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an endpoint' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    await userEvent.type(dialog.getByLabelText(/^URL/), 'https://erp.example.com/orbit');
    await userEvent.type(dialog.getByLabelText(/^Description/), 'ERP');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Every event of “Machines”' }));
    await expect(dialog.getByRole('checkbox', { name: 'Machine offline' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Machine replaced' }));
    await expect(dialog.getByRole('checkbox', { name: 'Every event of “Machines”' })).toBePartiallyChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Coins inserted' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Strict order per account' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add the endpoint' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      url: 'https://erp.example.com/orbit',
      description: 'ERP',
      eventTypes: [
        'coins.inserted',
        'device.activated',
        'device.freed',
        'device.revoked',
        'device.offline',
        'device.backOnline',
      ],
      strictOrder: true,
    });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Add the endpoint' })).toHaveAttribute('aria-busy'));
  },
};

/** A client is offered its own account's events: the business's large debits are not among them. */
export const AddingOwn: Story = {
  args: { kind: 'account', endpoints: mockAccountWebhookEndpoints },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an endpoint' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    await expect(dialog.getByRole('checkbox', { name: 'Rides synced' })).toBeVisible();
    await expect(dialog.queryByRole('checkbox', { name: 'Large debit requested' })).toBeNull();
  },
};

/** The form's own checks: each field says what is wrong (http only to this machine), the first takes the focus. */
export const AddingInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an endpoint' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    await userEvent.type(dialog.getByLabelText(/^URL/), 'http://erp.example.com/orbit');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the endpoint' }));
    await expect(dialog.getByText('The address must start with https:// on this server.')).toBeVisible();
    await expect(dialog.getByText('Choose at least one event.')).toBeVisible();
    await expect(dialog.getByLabelText(/^URL/)).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server refused the address (400): the field says why, in the person's words; the alert points at it. */
export const AddingRefused: Story = {
  args: {
    onCreate: fn(() =>
      Promise.reject(
        Object.assign(new Error('The address was refused.'), {
          fieldErrors: {
            url: 'The webhook URL must reach a public address: loopback, private, link-local, unique-local, multicast, unspecified and metadata addresses are refused',
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an endpoint' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    await userEvent.type(dialog.getByLabelText(/^URL/), 'https://intranet.example.com/hooks');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Rides synced' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add the endpoint' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The endpoint was not added');
    // The alert points at the field, which alone says why (the server's words are not repeated).
    await expect(dialog.getByRole('alert')).toHaveTextContent('Check the fields marked.');
    await expect(dialog.queryByText('The address was refused.')).toBeNull();
    await expect(dialog.getByText(/inside a private network or this server/)).toBeVisible();
    await expect(dialog.getByLabelText(/^URL/)).toHaveFocus();
  },
};

/** The signing secret, once, with its warning; Copy puts it on the clipboard and says so. */
export const SecretShownOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an endpoint' }));
    const form = within(await page.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    await userEvent.type(form.getByLabelText(/^URL/), 'https://payroll.example.com/orbit');
    await userEvent.type(form.getByLabelText(/^Description/), 'Payroll');
    await userEvent.click(form.getByRole('checkbox', { name: 'Coins inserted' }));
    await userEvent.click(form.getByRole('button', { name: 'Add the endpoint' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Copy the signing secret of Payroll now' }));
    await expect(dialog.getByText(/This is the only time the secret is shown/)).toBeVisible();
    await expect(dialog.getByLabelText('Signing secret')).toHaveValue(secret);
    await expect(dialog.getByRole('button', { name: 'Copy the secret' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith(secret);
    await expect(await dialog.findByText('Copied to the clipboard.')).toBeVisible();
  },
};

/** Editing sends only what changed. */
export const Editing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Invoicing' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Edit Invoicing' }));
    await expect(dialog.getByLabelText(/^URL/)).toHaveValue(invoicing.url);
    await expect(dialog.getByRole('checkbox', { name: 'Large debit approved' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Coins running low' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(invoicing, {
      eventTypes: ['coins.inserted', 'wallet.runwayLow', 'debit.requested', 'debit.approved', 'debit.refused'],
    });
  },
};

/** Rotating with an overlap: the previous secret signs on beside the new one, shown once. */
export const Rotating: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    if (!args.onUpdate) throw new globalThis.Error('The story needs onUpdate');
    mocked(args.onUpdate).mockImplementationOnce(async (endpoint) =>
      answered({ ...endpoint, previousSecretExpiresAt: '2026-05-18T12:00:00.000Z' }, { secret }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate the secret of Invoicing' }));
    const rotate = within(await page.findByRole('dialog', { name: 'Rotate the secret of Invoicing' }));
    const overlap = rotate.getByRole('combobox', { name: /Keep signing with the current secret for/ });
    await expect(overlap).toHaveValue('1');
    await userEvent.selectOptions(overlap, '3 days');
    await userEvent.click(rotate.getByRole('button', { name: 'Rotate the secret' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(invoicing, { rotateSecret: true, rotationOverlapHours: 72 });
    const dialog = within(await page.findByRole('dialog', { name: 'Copy the signing secret of Invoicing now' }));
    await expect(dialog.getByText(/The previous secret signs too until/)).toBeVisible();
  },
};

/** Disabling asks first; Cancel has the focus. */
export const Disabling: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Disable Invoicing' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Disable Invoicing?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(invoicing, { enabled: false });
    await expect(await canvas.findByText(/Disabled: Invoicing\./)).toBeVisible();
  },
};

/** Enabling an endpoint disabled after 5 days of failures offers to resend what it missed since. */
export const EnablingOffersResend: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Enable Data warehouse' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(warehouse, { enabled: true });
    const dialog = within(await page.findByRole('dialog', { name: 'Send Data warehouse what it missed?' }));
    await expect(dialog.getByText(/It was disabled from May 9, 2026/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Resend what it missed' }));
    await expect(args.onResend).toHaveBeenCalledWith(expect.objectContaining({ id: warehouse.id }), {
      since: '2026-05-09T12:00:00.000Z',
    });
    await expect(await canvas.findByText('Events queued again for Data warehouse: 12.')).toBeVisible();
  },
};

/** Deleting asks first, and says what was deleted. */
export const Deleting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Invoicing' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Delete Invoicing?' }));
    await expect(dialog.getByText(/its delivery log is deleted with it/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the endpoint' }));
    await expect(args.onDelete).toHaveBeenCalledWith(invoicing);
    await expect(await canvas.findByText('Deleted: Invoicing.')).toBeVisible();
  },
};

/** A test event: its id is said, to find it in the log and at the receiver. */
export const TestEvent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a test event to Invoicing' }));
    await expect(args.onTest).toHaveBeenCalledWith(invoicing);
    await expect(await canvas.findByText(/Test event evt_7hT2kLm9QpX4vW8sZc1NbR sent to Invoicing/)).toBeVisible();
  },
};

/** A test event refused (disabled meanwhile): said, naming the endpoint. */
export const TestEventRefused: Story = {
  play: async ({ args, canvasElement }) => {
    if (!args.onTest) throw new globalThis.Error('The story needs onTest');
    mocked(args.onTest).mockImplementationOnce(() =>
      Promise.reject(new Error('The endpoint is disabled: enable it first.')),
    );
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a test event to Invoicing' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No test event sent to Invoicing');
    await expect(alert).toHaveTextContent('The endpoint is disabled: enable it first.');
  },
};

/** The delivery log opens over the page, and closes back to it. */
export const DeliveryLog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delivery log of Invoicing' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Delivery log of Invoicing' }));
    await expect(dialog.getByRole('list', { name: 'Delivery attempts, newest first' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** A URL of hundreds of characters breaks rather than widening the card. */
export const LongUrl: Story = {
  args: {
    endpoints: [
      {
        ...invoicing,
        description: '',
        url: `https://integrations.very-long-subdomain-of-a-venue-chain.example.com/api/v2/webhooks/orbit/${'receiver-'.repeat(20)}end?token=abcdefghijklmnopqrstuvwxyz0123456789`,
      },
    ],
  },
};

/** Offline: the endpoints show, nothing changes them; the delivery log still opens. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add an endpoint' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send a test event to Invoicing' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delivery log of Invoicing' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Endpoints de webhook' })).toBeVisible();
  },
};
