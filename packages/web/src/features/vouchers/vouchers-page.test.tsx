import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectedBar } from '../../lib/bar-queries';
import { i18next } from '../../lib/i18n/i18n';
import { failure, fetchStub, type StubHandler } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import type { VoucherRow } from './api/get-vouchers';
import { VoucherView } from './voucher-page';
import { VouchersView } from './vouchers-page';

const server = fetchStub();
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const };

const voucher = (overrides: Partial<VoucherRow> = {}): VoucherRow => ({
  id: 'v1',
  barId: 'bar-1',
  code: 'ABCDE-FGHJK',
  type: 'valued',
  value: 10,
  status: 'created',
  nickname: 'Ada',
  email: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const created = () => server.requests('POST /api/uorder/voucher');

function answer(create: StubHandler = () => voucher()) {
  server.on({
    'GET /api/uorder/voucher/': { data: [voucher()], count: 1, page: 0, perPage: 10 },
    'POST /api/uorder/voucher': create,
  });
}

async function openCreate() {
  await userEvent.click(screen.getByRole('button', { name: 'Add voucher' }));
  return within(await screen.findByRole('dialog', { name: 'Create New Voucher' }));
}

async function chooseType(dialog: ReturnType<typeof within>, label: 'Free Cart' | 'Fixed Value') {
  await userEvent.click(dialog.getByRole('combobox', { name: /Type/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('Vouchers list', { timeout: 20_000 }, () => {
  it('asks for the first page as 0 with ten per page and shows the SPEC columns', async () => {
    answer();
    renderBarScreen(<VouchersView barId="bar-1" />, { bar });
    expect(await screen.findByText('ABCDE-FGHJK')).toBeInTheDocument();
    for (const header of ['Created At', 'Type', 'Code', 'Value', 'Status'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(server.requests('GET /api/uorder/voucher/')[0].query).toMatchObject({ page: 0, perPage: 10, barId: 'bar-1' });
  });

  it("shows the value in the bar's currency and when it was made in the bar's time, in the language in use", async () => {
    answer();
    const pounds = {
      ...bar,
      timeZone: 'America/Los_Angeles',
      paymentSettings: { currency: { currencyNameISO: 'GBP', currencySymbolLeft: false } } as SelectedBar['paymentSettings'],
    };
    const { unmount } = renderBarScreen(<VouchersView barId="bar-1" />, { bar: pounds });
    const row = (await screen.findByText('ABCDE-FGHJK')).closest('tr') as HTMLElement;
    // 10:00 UTC is 02:00 in Los Angeles
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['02/01/2026 02:00', '10.00 £']));
    unmount();
    await i18next.changeLanguage('it');
    try {
      renderBarScreen(<VouchersView barId="bar-1" />, { bar: pounds });
      const italian = (await screen.findByText('ABCDE-FGHJK')).closest('tr') as HTMLElement;
      expect(within(italian).getByText('10,00 £')).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('Create voucher dialog', { timeout: 20_000 }, () => {
  it('requires a nickname and a type, and checks the email when one is typed', async () => {
    answer();
    renderBarScreen(<VouchersView barId="bar-1" />, { bar });
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Nickname is required')).toBeInTheDocument();
    expect(dialog.getByText('Enter a valid email')).toBeInTheDocument();
    expect(dialog.getByText('Choose Free Cart or Fixed Value')).toBeInTheDocument();
    expect(created()).toEqual([]);
  });

  it('offers Free Cart and Fixed Value; a fixed value must be greater than 0', async () => {
    answer();
    renderBarScreen(<VouchersView barId="bar-1" />, { bar });
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(/Nickname/), 'Ada');
    await chooseType(dialog, 'Fixed Value');
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Value/ }), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Value must be greater than 0')).toBeInTheDocument();
    expect(created()).toEqual([]);
    await userEvent.clear(dialog.getByRole('spinbutton', { name: /Value/ }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Value/ }), '12.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Voucher Created!')).toBeInTheDocument();
    expect(created()[0].body).toMatchObject({ nickname: 'Ada', type: 'valued', value: 12.5, email: null, barId: 'bar-1' });
  });

  it('a free voucher needs no value and is sent with value 0; a refusal shows Voucher creation error!', async () => {
    let fail = false;
    answer(() => (fail ? failure(409, 'Vouchers are not enabled for this bar.') : voucher({ type: 'free', value: 0 })));
    renderBarScreen(<VouchersView barId="bar-1" />, { bar });
    let dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(/Nickname/), 'Bob');
    await userEvent.type(dialog.getByLabelText('Email'), 'bob@bar.example');
    await chooseType(dialog, 'Free Cart');
    expect(dialog.queryByRole('spinbutton', { name: /Value/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Voucher Created!')).toBeInTheDocument();
    expect(created()[0].body).toMatchObject({ type: 'free', value: 0, email: 'bob@bar.example' });

    fail = true;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(/Nickname/), 'Bob');
    await chooseType(dialog, 'Free Cart');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Voucher creation error! — Vouchers are not enabled for this bar.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create New Voucher' })).toBeInTheDocument();
  });
});

describe('Voucher detail', { timeout: 20_000 }, () => {
  it('a failed load goes back to /vouchers', async () => {
    server.on({ 'GET /api/uorder/voucher/:id': failure(500, 'Database unavailable') });
    renderBarScreen(<VoucherView barId="bar-1" id="nope" />, { bar, path: '/vouchers/:id', url: '/vouchers/nope' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/vouchers');
  });

  it('shows the voucher and offers only the status changes the domain allows', async () => {
    server.on({ 'GET /api/uorder/voucher/:id': voucher(), 'PATCH /api/uorder/voucher/:id': voucher({ status: 'printed' }) });
    renderBarScreen(<VoucherView barId="bar-1" id="v1" />, { bar, path: '/vouchers/:id', url: '/vouchers/v1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ABCDE-FGHJK' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['created', 'printed', 'emailed', 'disabled']);
    await userEvent.click(screen.getByRole('option', { name: 'printed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Voucher saved!')).toBeInTheDocument();
    expect(server.requests('PATCH /api/uorder/voucher/v1')).toEqual([expect.objectContaining({ body: expect.objectContaining({ status: 'printed' }) })]);
  });
});
