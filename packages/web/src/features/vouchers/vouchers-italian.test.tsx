import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import { VoucherView } from './voucher-page';
import { VouchersView } from './vouchers-page';

const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const };
const voucher = {
  _id: 'v1',
  barId: 'bar-1',
  code: 'ABCDE-FGHJK',
  type: 'free',
  value: 0,
  status: 'created',
  nickname: 'Ada',
  email: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

const server = fetchStub();

beforeEach(async () => {
  server.on({
    'GET /api/uorder/voucher/': { data: [voucher], count: 1, page: 0, perPage: 10 },
    'GET /api/uorder/voucher/:id': voucher,
    'PATCH /api/uorder/voucher/:id': { ...voucher, status: 'printed' },
  });
  await i18next.changeLanguage('it');
});

describe('vouchers in Italian', { timeout: 20_000 }, () => {
  it('names the list columns, type and status in Italian', async () => {
    renderBarScreen(<VouchersView barId="bar-1" />, { bar });
    const table = await screen.findByRole('table', { name: 'Voucher' });
    const row = await within(table).findByRole('row', { name: /ABCDE-FGHJK/ });
    for (const header of ['Creato il', 'Tipo', 'Codice', 'Valore', 'Stato'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    expect(within(row).getByTitle('Carrello gratuito')).toHaveTextContent('gratuito');
    expect(within(row).getByText('creato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi voucher' })).toBeInTheDocument();
  });

  it('changes a voucher status from the Italian detail page', async () => {
    renderBarScreen(<VoucherView barId="bar-1" id="v1" />, { bar, path: '/vouchers/:id', url: '/vouchers/v1' });
    expect(await screen.findByText('Carrello gratuito')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Stato' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['creato', 'stampato', 'inviato per email', 'disattivato']);
    await userEvent.click(screen.getByRole('option', { name: 'stampato' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Voucher salvato!')).toBeInTheDocument();
    expect(server.requests('PATCH /api/uorder/voucher/v1')).toHaveLength(1);
  });
});
