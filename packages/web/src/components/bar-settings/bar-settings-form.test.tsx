import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { EffectiveRole } from '@bar/domain';
import { failure, fetchStub, reply } from '../../test/fetch-stub';
import { BarSettingsForm } from './bar-settings-form';
import { barFixture } from './bar-fixture.test-util';
import type { BarView } from './bar-form';

const server = fetchStub();

function renderForm(bar: BarView, role: EffectiveRole = 'SUPERADMIN') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <BarSettingsForm bar={bar} role={role} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true });
/** The multipart body of the bar's save, and its `data` part read back. */
const savedForm = () => server.requests('PUT /api/ubar/bars/:id')[0]?.body as FormData;
const sentData = () => JSON.parse(String(savedForm().get('data')));

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs some address.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  server.on({ 'PUT /api/ubar/bars/:id': barFixture() });
});

describe('BarSettingsForm', () => {
  it('shows the six tabs to SUPERADMIN with the Bar State flags', async () => {
    renderForm(barFixture());
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bar Info', 'Bar Features', 'Bar State', 'Robotic Settings', 'Payment', 'Security']);
    await userEvent.click(screen.getByRole('tab', { name: 'Bar State' }));
    expect(screen.getByRole('checkbox', { name: 'Hidden from app' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Blocked from administration' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Drink builder enabled' })).toBeInTheDocument();
  });

  it('switches to the tab holding the first error when saving from another tab', async () => {
    renderForm(
      barFixture({ instanceInfos: { placeName: 'Piazza del Duomo', privacyPolicy: 'ftp://nope', webSite: 'https://duomo.demo.bar', vatNumber: 'IT1' } }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Minimum Drinking Age/ }));
    await userEvent.click(screen.getByRole('tab', { name: 'Payment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(selectedTab()).toHaveTextContent('Bar Info'));
    expect(screen.getByText('Privacy policy must be a valid http(s) URL')).toBeInTheDocument();
    expect(server.requests()).toEqual([]);
  });

  it('shows a later tab when the only error is there', async () => {
    renderForm(barFixture());
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Minimum Drinking Age/ }));
    await userEvent.click(screen.getByRole('tab', { name: 'Bar Info' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Security'));
    expect(screen.getByText('Minimum drinking age is required')).toBeInTheDocument();
  });

  it('offers staff only the tabs of their role and sends only the fields they may change', async () => {
    renderForm(barFixture(), 'ADMIN');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bar Info', 'Bar State']);
    await userEvent.click(screen.getByRole('tab', { name: 'Bar State' }));
    expect(screen.queryByRole('checkbox', { name: 'Hidden from app' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bar Saved')).toBeInTheDocument();
    const data = sentData();
    expect(Object.keys(data).sort()).toEqual(['geoPosition', 'instanceInfos', 'name', 'open', 'theme', 'timeZone']);
  });

  it('edits the time zone in Bar Info from the list of IANA zones', { timeout: 15_000 }, async () => {
    renderForm(barFixture(), 'ADMIN');
    const zone = screen.getByRole('combobox', { name: 'Time Zone' });
    expect(zone).toHaveValue('Europe/Rome');
    await userEvent.clear(zone);
    await userEvent.paste('America/Los_Ang');
    await userEvent.click(await screen.findByRole('option', { name: 'America/Los_Angeles' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bar Saved')).toBeInTheDocument();
    expect(sentData().timeZone).toBe('America/Los_Angeles');
  });

  it('sends a chosen image with the save and refuses a file that is not an image', async () => {
    renderForm(barFixture());
    const logo = screen.getByLabelText('Logo', { selector: 'input' });
    await userEvent.upload(logo, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(screen.getByText('Only image files are accepted')).toBeInTheDocument();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(logo, png);
    expect(screen.queryByText('Only image files are accepted')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bar Saved')).toBeInTheDocument();
    const body = savedForm();
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect(body.get('coverImage')).toBeNull();
  });

  it('removes a stored image by sending it as null', async () => {
    const bar = barFixture();
    renderForm({ ...bar, instanceInfos: { ...bar.instanceInfos, logo: '/api/ubar/bars/x/images/logo.png' } });
    expect(screen.getByRole('img', { name: 'Logo preview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bar Saved')).toBeInTheDocument();
    expect(sentData().instanceInfos).toMatchObject({ logo: null });
    expect(sentData().instanceInfos).not.toHaveProperty('coverImage');
  });

  it('obtains a Shift4 access token, then shows it read-only without the button', async () => {
    server.on({ 'POST /api/shift4/getAccessToken': { credential: { accessToken: 'tok-123' } } });
    renderForm(barFixture());
    await userEvent.click(screen.getByRole('tab', { name: 'Payment' }));
    const shift4 = screen.getByRole('region', { name: 'Shift4' });
    await userEvent.type(within(shift4).getByLabelText(/Auth Token/), 'auth-1');
    await userEvent.click(within(shift4).getByRole('button', { name: 'Obtain Access Token' }));
    await waitFor(() => expect(within(shift4).getByRole('textbox', { name: 'Access Token' })).toHaveValue('tok-123'));
    expect(within(shift4).queryByRole('button', { name: 'Obtain Access Token' })).not.toBeInTheDocument();
    expect(within(shift4).getByRole('textbox', { name: 'UTG Base URL' })).toHaveAttribute('readonly');
    expect(server.requests('POST /api/shift4/getAccessToken')).toEqual([expect.objectContaining({ body: { barId: barFixture().id, authToken: 'auth-1' } })]);
  });

  it("says 'Get Access Token Failed!' and 'Get keyId Failed!' when the gateways refuse", async () => {
    server.on({ 'POST /api/shift4/getAccessToken': failure(502, 'Gateway refused'), 'POST /api/satispay/satispayKeyId': failure(502, 'Gateway refused') });
    renderForm(barFixture());
    await userEvent.click(screen.getByRole('tab', { name: 'Payment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Obtain Access Token' }));
    expect(await screen.findByText('Get Access Token Failed! — Gateway refused')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Obtain Key Id' }));
    expect(await screen.findByText('Get keyId Failed! — Gateway refused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obtain Access Token' })).toBeInTheDocument();
  });

  it('locks Satispay once a key id exists and shows secrets only as set / not set', async () => {
    const bar = barFixture();
    bar.paymentSettings = {
      ...bar.paymentSettings,
      satispaySettings: { publicKey: 'PEM', privateKeySet: true, tokenSet: true, keyIdSet: true, keyId: 'key-9' },
    };
    renderForm(bar);
    await userEvent.click(screen.getByRole('tab', { name: 'Payment' }));
    const satispay = screen.getByRole('region', { name: 'Satispay' });
    expect(within(satispay).queryByRole('button', { name: 'Obtain Key Id' })).not.toBeInTheDocument();
    expect(within(satispay).getByRole('textbox', { name: 'Key Id' })).toHaveValue('key-9');
    expect(within(satispay).getByRole('textbox', { name: /Private Key/ })).toHaveValue('');
    expect(within(satispay).getAllByText('Set').length).toBeGreaterThan(0);
  });

  it("says 'JWT Generation Failed!' when the integration token cannot be made", async () => {
    server.on({ 'POST /api/auth/bar-jwt/:id': reply(500) });
    renderForm(barFixture());
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Token' }));
    expect(await screen.findByText('JWT Generation Failed!')).toBeInTheDocument();
  });
});
