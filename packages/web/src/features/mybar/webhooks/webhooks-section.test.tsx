import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { barFixture } from '../../../components/bar-settings/bar-fixture.test-util';
import { i18next } from '../../../lib/i18n/i18n';
import { failure, fetchStub, reply } from '../../../test/fetch-stub';
import { renderBarScreen } from '../../../test/render-bar-screen';
import { WebhooksSection } from './webhooks-section';

const server = fetchStub();
const bar = barFixture();
const hook = {
  id: 'wh-1',
  barId: bar.id,
  url: 'https://hooks.example.com/bar',
  severities: ['critical'],
  enabled: true,
  createdAt: '2026-11-26T17:00:00.000Z',
  updatedAt: '2026-11-26T17:00:00.000Z',
};
const delivery = {
  id: 'dl-1',
  webhookId: 'wh-1',
  webhookUrl: hook.url,
  event: 'alarm.opened',
  alarmId: 'al-1',
  alarmKind: 'refundFailed',
  status: 'pending',
  attempts: 2,
  lastStatusCode: 500,
  lastError: null,
  nextAttemptAt: '2026-11-26T18:01:00.000Z',
  deliveredAt: null,
  createdAt: '2026-11-26T18:00:00.000Z',
  history: [],
};
const SECRET = 'whsec_shown-once-0123456789';

beforeEach(async () => {
  await i18next.changeLanguage('en');
  server.on({
    'GET /api/webhooks/': [hook],
    'GET /api/webhooks/deliveries': { data: [delivery], count: 1, page: 0, perPage: 5 },
    'POST /api/webhooks/': (request) => reply(201, { ...hook, id: 'wh-2', ...(request.body as object), secret: SECRET }),
    'PATCH /api/webhooks/:id': (request) => ({ ...hook, ...(request.body as object) }),
    'DELETE /api/webhooks/:id': { id: 'wh-1', deleted: true },
    'POST /api/webhooks/:id/test': reply(202, { ...delivery, id: 'dl-2', event: 'webhook.test', status: 'pending', attempts: 0 }),
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockResolvedValue(undefined) }, configurable: true });
});

const render = () => renderBarScreen(<WebhooksSection barId={bar.id} />, { bar, role: 'ADMIN', path: '/mybar' });

describe('MyBar webhooks', () => {
  it('lists the webhooks and the delivery log', async () => {
    render();
    expect(await screen.findByText(hook.url, { selector: 'td' })).toBeInTheDocument();
    const log = screen.getByRole('table', { name: 'Delivery log' });
    expect(await within(log).findByText('Refund failed')).toBeInTheDocument();
    expect(within(log).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(log).getByText('Pending')).toBeInTheDocument();
    expect(server.requests('GET /api/webhooks/deliveries')[0].headers['x-bar']).toBe(bar.id);
  });

  it('adds a webhook and shows its secret once, with a copy button', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'http://hooks.example.com/x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('The URL must start with https://.')).toBeInTheDocument();
    expect(server.requests('POST /api/webhooks/')).toEqual([]);

    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/new');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Warning' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(server.requests('POST /api/webhooks/')[0].body).toEqual({
      url: 'https://hooks.example.com/new',
      severities: ['critical', 'warning'],
      enabled: true,
    });
    expect(within(secret).getByTestId('webhook-secret')).toHaveTextContent(SECRET);
    await userEvent.click(within(secret).getByRole('button', { name: 'Copy secret' }));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(SECRET);
    await userEvent.click(within(secret).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });

  it('disables, tests and, once confirmed, deletes a webhook', async () => {
    render();
    await userEvent.click(await screen.findByRole('switch', { name: `Enabled ${hook.url}` }));
    await waitFor(() => expect(server.requests('PATCH /api/webhooks/:id')).toHaveLength(1));
    expect(server.requests('PATCH /api/webhooks/:id')[0]).toMatchObject({ params: { id: 'wh-1' }, body: { enabled: false } });

    await userEvent.click(screen.getByRole('button', { name: `Send test event ${hook.url}` }));
    expect(await screen.findByText('Test event queued: see the delivery log')).toBeInTheDocument();
    expect(server.requests('POST /api/webhooks/:id/test')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${hook.url}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete webhook?' });
    expect(server.requests('DELETE /api/webhooks/:id')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.requests('DELETE /api/webhooks/:id')).toHaveLength(1));
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
  });

  it('says why the server refused, and reads in Italian', async () => {
    server.on({ 'POST /api/webhooks/:id/test': failure(404, 'Webhook not found.', { code: 'NOT_FOUND' }) });
    await i18next.changeLanguage('it');
    render();
    expect(await screen.findByRole('heading', { name: 'Webhook' })).toBeInTheDocument();
    expect(await screen.findByText('Rimborso non riuscito')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Invia evento di prova ${hook.url}` }));
    expect(await screen.findByText(/Evento di prova non accodato/)).toBeInTheDocument();
  });
});
