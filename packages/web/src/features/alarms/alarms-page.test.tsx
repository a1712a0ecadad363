import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { failure, fetchStub } from '../../test/fetch-stub';
import { renderScreen } from '../../test/render-bar-screen';
import AlarmsPage from './alarms-page';
import { alarm } from './test-alarm';
import type { AlarmRow } from './api/alarm-row';

const server = fetchStub();
const LIST = 'GET /api/alarms';
const BARS = [
  { id: 'bar-1', name: 'Milano Duomo', timeZone: 'Asia/Tokyo' },
  { id: 'bar-2', name: 'Roma Termini', timeZone: 'Europe/Rome' },
];

function answer(rows: AlarmRow[], count = rows.length) {
  server.on({ [LIST]: { data: rows, count, page: 0, perPage: 5 }, 'GET /api/alarms/bars': BARS });
  return { lastQuery: () => server.requests(LIST).at(-1)?.query ?? {} };
}

const render = (role: 'BARMAN' | 'SUPERADMIN' = 'BARMAN', url = '/alarms') => renderScreen(<AlarmsPage />, { role, path: '/alarms', url });
const table = () => screen.findByRole('table', { name: 'Alarms' });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Alarm inbox', { timeout: 30_000 }, () => {
  it("shows each alarm's severity in words, kind, bar, subject, times in the bar's zone, count, state and assignee", async () => {
    answer([
      alarm(),
      alarm({
        id: 'a2',
        barId: 'bar-2',
        barName: 'Roma Termini',
        kind: 'fenceTrip',
        severity: 'warning',
        subjectType: 'bar',
        subjectId: '',
        subjectName: null,
        detail: null,
        state: 'acknowledged',
        acknowledgedBy: { id: 'u2', email: 'maint@demo.bar' },
        assignee: { id: 'u2', email: 'maint@demo.bar' },
        count: 3,
      }),
    ]);
    render();
    await within(await table()).findByText('Whole bar');
    const [first, second] = within(await table())
      .getAllByRole('row')
      .slice(2);
    // Tokyo is UTC+9, Rome UTC+1 in March
    expect(cells(first).slice(0, 9)).toEqual([
      'Critical',
      'Bottle at alarm level',
      'Milano Duomo',
      'Gin0/25',
      expect.stringMatching(/^02\/03\/2026 00:04/),
      '01/03/2026 23:00',
      '1',
      'Open',
      'Unassigned',
    ]);
    expect(cells(second).slice(0, 9)).toEqual([
      'Warning',
      'Fences open',
      'Roma Termini',
      'Whole bar',
      expect.stringMatching(/^01\/03\/2026 16:04/),
      '01/03/2026 15:00',
      '3',
      'AcknowledgedAcknowledged by maint@demo.bar',
      'maint@demo.bar',
    ]);
    // the open alarms of the caller's bars first: no bar header, the active ones by default
    expect(server.requests(LIST)[0]).toMatchObject({ query: { page: 0, perPage: 5, state: 'active' } });
    expect(server.requests(LIST)[0].headers['x-bar']).toBeUndefined();
  });

  it('sends its filters and page to the server: bar, severity, state, kind and the days of the chosen bar', async () => {
    const { lastQuery } = answer([alarm()], 12);
    render();
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Filter Severity'), 'Critical');
    await waitFor(() => expect(lastQuery()).toMatchObject({ severity: 'critical', state: 'active', page: 0 }));
    await userEvent.selectOptions(screen.getByLabelText('Filter State'), 'Cleared');
    await waitFor(() => expect(lastQuery()).toMatchObject({ state: 'cleared' }));
    await userEvent.selectOptions(screen.getByLabelText('Filter Alarm'), 'Robot error');
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'robotError' }));
    const barFilter = screen.getByLabelText('Filter Bar');
    await waitFor(() => expect(within(barFilter).getByRole('option', { name: 'Milano Duomo' })).toBeInTheDocument());
    await userEvent.selectOptions(barFilter, 'Milano Duomo');
    await waitFor(() => expect(lastQuery()).toMatchObject({ bar: 'bar-1' }));
    await userEvent.type(screen.getByLabelText('From'), '01/03/2026');
    await userEvent.type(screen.getByLabelText('To'), '02/03/2026');
    // whole days in Tokyo, Milano Duomo's zone in this test
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2026-02-28T15:00:00.000Z', to: '2026-03-02T14:59:59.999Z' }));
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, bar: 'bar-1', severity: 'critical', state: 'cleared', kind: 'robotError' }));
  });

  it('opens on the filters of its link, and says No Results when nothing matches', async () => {
    const { lastQuery } = answer([]);
    render('BARMAN', `/alarms?filters=${encodeURIComponent(JSON.stringify({ severity: 'critical', state: 'open' }))}`);
    expect(await screen.findByText('No Results')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ severity: 'critical', state: 'open' });
    expect(screen.getByLabelText('Filter State')).toHaveValue('open');
  });

  it("acknowledges with x-bar = the alarm's bar and shows the row acknowledged", async () => {
    answer([alarm()]);
    server.on({
      'POST /api/alarms/:id/acknowledge': () => {
        const done = alarm({ state: 'acknowledged', acknowledgedBy: { id: 'u1', email: 'staff@bar.example' } });
        server.on({ [LIST]: { data: [done], count: 1, page: 0, perPage: 5 } });
        return done;
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Acknowledge Bottle at alarm level · Gin · Milano Duomo' }));
    expect(await screen.findByText('Acknowledged by staff@bar.example')).toBeInTheDocument();
    expect(server.requests('POST /api/alarms/:id/acknowledge')[0]).toMatchObject({ path: '/api/alarms/a1/acknowledge', headers: { 'x-bar': 'bar-1' } });
    expect(await screen.findByText('Alarm acknowledged')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Acknowledge / })).not.toBeInTheDocument();
  });

  it("shows the server's reason when acknowledging fails", async () => {
    answer([alarm()]);
    server.on({ 'POST /api/alarms/:id/acknowledge': failure(409, 'This alarm is already acknowledged or cleared.', { code: 'ALARM_HANDLED' }) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Acknowledge / }));
    expect(await screen.findByText('Alarm update failed! — This alarm is already acknowledged or cleared.')).toBeInTheDocument();
  });

  it("offers only what the user's role on each alarm's bar allows: a BARMAN acknowledges and clears events, never assigns, nothing on other bars", async () => {
    answer([
      alarm(),
      alarm({ id: 'a2', kind: 'drinkError', severity: 'warning', subjectType: 'robot', subjectName: 'R1' }),
      alarm({ id: 'a3', barId: 'bar-2', barName: 'Roma Termini' }),
    ]);
    render();
    await within(await table()).findByText('R1');
    const [gin, drink, rome] = within(await table())
      .getAllByRole('row')
      .slice(2);
    const names = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label')?.split(' ')[0]);
    expect(names(gin)).toEqual(['Acknowledge', 'Notes']);
    expect(names(drink)).toEqual(['Acknowledge', 'Notes', 'Clear']);
    expect(names(rome)).toEqual([]);
  });

  it("assigns through a dialog listing the bar's people, sending x-bar and the person's id", async () => {
    answer([alarm()]);
    server.on({
      'GET /api/alarms/assignees': [
        { id: 'u2', email: 'maint@demo.bar', firstName: 'Mia', lastName: 'Maint' },
        { id: 'u3', email: 'admin@demo.bar', firstName: 'Ada', lastName: 'Admin' },
      ],
      'PUT /api/alarms/:id/assignee': alarm({ assignee: { id: 'u2', email: 'maint@demo.bar' } }),
    });
    render('SUPERADMIN');
    await userEvent.click(await screen.findByRole('button', { name: /^Assign Bottle at alarm level/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Person' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mia Maint (maint@demo.bar)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests('GET /api/alarms/assignees')[0].headers['x-bar']).toBe('bar-1');
    expect(server.requests('PUT /api/alarms/:id/assignee')[0]).toMatchObject({ headers: { 'x-bar': 'bar-1' }, body: { assigneeId: 'u2' } });
    expect(await screen.findByText('Alarm assigned')).toBeInTheDocument();
  });

  it("keeps the assign dialog open with the server's sentence when the choice is refused", async () => {
    answer([alarm()]);
    server.on({
      'GET /api/alarms/assignees': [{ id: 'u2', email: 'maint@demo.bar', firstName: 'Mia', lastName: 'Maint' }],
      'PUT /api/alarms/:id/assignee': failure(400, 'maint@demo.bar holds no role on this bar: assign the alarm to someone who does.'),
    });
    render('SUPERADMIN');
    await userEvent.click(await screen.findByRole('button', { name: /^Assign / }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Person' }));
    await userEvent.click(await screen.findByRole('option', { name: /Mia Maint/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(/holds no role on this bar/)).toBeInTheDocument();
  });

  it('saves notes of at most 2000 characters', async () => {
    answer([alarm({ notes: 'Old' })]);
    server.on({ 'PUT /api/alarms/:id/notes': alarm({ notes: 'Called the technician.' }) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Notes of / }));
    const dialog = await screen.findByRole('dialog');
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveValue('Old');
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Called the technician.');
    expect(within(dialog).getByText('22 of 2000 characters')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests('PUT /api/alarms/:id/notes')[0]).toMatchObject({ headers: { 'x-bar': 'bar-1' }, body: { notes: 'Called the technician.' } });
  });

  it('clears an event alarm after asking', async () => {
    answer([alarm({ kind: 'refundFailed', subjectType: 'refund', subjectName: null, subjectId: 'o1' })]);
    server.on({ 'POST /api/alarms/:id/clear': alarm({ kind: 'refundFailed', state: 'cleared' }) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Clear Refund failed/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Do so once it has been handled/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(server.requests('POST /api/alarms/:id/clear')).toHaveLength(1));
    expect(server.requests('POST /api/alarms/:id/clear')[0].headers['x-bar']).toBe('bar-1');
  });

  it('reads the page again on a live alarm message', async () => {
    answer([alarm()]);
    const { live } = render();
    await table();
    const before = server.requests(LIST).length;
    live.emit({ type: 'alarm', payload: { change: 'opened', alarm: { ...alarm({ id: 'a9' }), _id: 'a9' } } }, 'bar-1');
    await waitFor(() => expect(server.requests(LIST).length).toBeGreaterThan(before));
  });

  it('reads in Italian', async () => {
    await i18next.changeLanguage('it');
    answer([alarm()]);
    render();
    const inbox = await screen.findByRole('table', { name: 'Allarmi' });
    await within(inbox).findByText('Bottiglia al livello di allarme');
    for (const header of ['Gravità', 'Allarme', 'Oggetto', 'Stato', 'Azioni'])
      expect(within(inbox).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(inbox).getAllByText('Critico').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Filtra Stato')).toHaveDisplayValue('Non risolti');
    expect(screen.getByRole('button', { name: 'Prendi in carico Bottiglia al livello di allarme · Gin · Milano Duomo' })).toBeInTheDocument();
  });
});
