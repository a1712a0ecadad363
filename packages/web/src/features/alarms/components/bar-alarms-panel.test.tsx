import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub } from '../../../test/fetch-stub';
import { renderBarScreen } from '../../../test/render-bar-screen';
import { alarm } from '../test-alarm';
import { BarAlarmsPanel } from './bar-alarms-panel';

const server = fetchStub();
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const, timeZone: 'Europe/Rome' };
const BAR_ALARMS = 'GET /api/alarms/bar';

const message = (change: string, overrides: Parameters<typeof alarm>[0]) => {
  const { id, ...rest } = alarm(overrides);
  return { type: 'alarm' as const, payload: { change, alarm: { _id: id, ...rest } } };
};
const section = () => screen.findByRole('region', { name: 'Alarms' });
const items = () => screen.queryAllByTestId('bar-alarm').map((item) => item.textContent);

describe("Activity's alarms", { timeout: 20_000 }, () => {
  it("lists the selected bar's open and acknowledged alarms, critical first, and says when there is none", async () => {
    server.on({
      [BAR_ALARMS]: [
        alarm({ id: 'w1', severity: 'warning', kind: 'bottleLow', subjectName: 'Rum', lastSeen: '2026-03-01T16:00:00.000Z' }),
        alarm({ state: 'acknowledged', acknowledgedBy: { id: 'u2', email: 'maint@demo.bar' } }),
      ],
    });
    renderBarScreen(<BarAlarmsPanel />, { bar, role: 'BARMAN' });
    await within(await section()).findByText(/Bottle at alarm level · Gin/);
    expect(items()[0]).toMatch(/^Critical.*Bottle at alarm level · Gin.*01\/03\/2026 16:04.*Acknowledged by maint@demo.bar/);
    expect(items()[1]).toMatch(/^Warning.*Bottle under 30% · Rum/);
    expect(server.requests(BAR_ALARMS)[0].headers['x-bar']).toBe('bar-1');
    // acknowledged already: nothing left to acknowledge on the first, the warning can be
    expect(screen.getAllByRole('button', { name: /^Acknowledge / })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'All alarms' })).toHaveAttribute(
      'href',
      `/alarms?filters=${encodeURIComponent('{"bar":"bar-1","state":"active"}')}`,
    );
  });

  it('follows live alarm messages: a new alarm appears, a change updates it, a cleared one leaves', async () => {
    server.on({ [BAR_ALARMS]: [] });
    const { live } = renderBarScreen(<BarAlarmsPanel />, { bar, role: 'BARMAN' });
    expect(await within(await section()).findByText('No open alarms.')).toBeInTheDocument();
    live.emit(message('opened', { id: 'a7', kind: 'emergency', subjectType: 'bar', subjectId: '', subjectName: null, detail: null }), 'bar-1');
    expect(await screen.findByText('Emergency stop · Whole bar')).toBeInTheDocument();
    live.emit(message('acknowledged', { id: 'a7', kind: 'emergency', subjectType: 'bar', subjectId: '', subjectName: null, state: 'acknowledged' }), 'bar-1');
    await waitFor(() => expect(items()[0]).toMatch(/Acknowledged/));
    live.emit(message('cleared', { id: 'a7', kind: 'emergency', subjectType: 'bar', subjectId: '', subjectName: null, state: 'cleared' }), 'bar-1');
    expect(await screen.findByText('No open alarms.')).toBeInTheDocument();
    // another bar's alarm is not this screen's
    live.emit(message('opened', { id: 'x1', barId: 'bar-2', barName: 'Roma Termini' }), 'bar-2');
    expect(items()).toEqual([]);
  });

  it("acknowledges with the bar's x-bar and shows it acknowledged", async () => {
    server.on({
      [BAR_ALARMS]: [alarm()],
      'POST /api/alarms/:id/acknowledge': alarm({ state: 'acknowledged', acknowledgedBy: { id: 'u1', email: 'staff@bar.example' } }),
    });
    renderBarScreen(<BarAlarmsPanel />, { bar, role: 'BARMAN' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acknowledge Bottle at alarm level · Gin · Milano Duomo' }));
    expect(await screen.findByText('Acknowledged by staff@bar.example')).toBeInTheDocument();
    expect(server.requests('POST /api/alarms/:id/acknowledge')[0]).toMatchObject({ path: '/api/alarms/a1/acknowledge', headers: { 'x-bar': 'bar-1' } });
  });
});
