import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../../lib/i18n/i18n';
import { fetchStub } from '../../../test/fetch-stub';
import { renderScreen } from '../../../test/render-bar-screen';
import { alarmCountsQuery, COUNTS_REFRESH_MS } from '../api/get-alarm-counts';
import { AlarmBadge } from '../components/alarm-badge';
import { alarm } from '../test-alarm';
import { AlertControls } from './alert-controls';
import { ALARM_SOUND_KEY } from './alert-settings';

const server = fetchStub();
const COUNTS = 'GET /api/alarms/counts';
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const } as never;

/** A browser's Notification API with a permission the test sets; every notification shown is kept. */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const shown: Array<{ title: string; body?: string; tag?: string }> = [];
  const requestPermission = vi.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  class FakeNotification {
    static permission = permission;
    static requestPermission = requestPermission;
    constructor(title: string, options: NotificationOptions = {}) {
      shown.push({ title, body: options.body, tag: options.tag });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}

/** Web Audio that counts the tones started. */
function fakeAudio() {
  const tones = { started: 0 };
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      const node = { type: '', frequency: { value: 0 }, connect: (next: unknown) => next, start: () => tones.started++, stop: () => undefined };
      return node;
    }
    createGain() {
      return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (next: unknown) => next };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}

const message = (change: string, overrides: Parameters<typeof alarm>[0] = {}) => {
  const { id, ...rest } = alarm(overrides);
  return { type: 'alarm' as const, payload: { change, alarm: { _id: id, ...rest } } };
};

function renderBadge(critical = 3) {
  server.on({ [COUNTS]: { critical, warning: 1, byBar: [{ barId: 'bar-1', critical, warning: 1 }] } });
  return renderScreen(<AlarmBadge />, { role: 'BARMAN', path: '/' }, bar);
}

beforeEach(() => localStorage.removeItem(ALARM_SOUND_KEY));
afterEach(() => vi.unstubAllGlobals());

describe('the top bar alarm badge', { timeout: 20_000 }, () => {
  it('counts the open critical alarms of all the user’s bars by name, and opens the inbox on them', async () => {
    renderBadge(3);
    const link = await screen.findByRole('link', { name: '3 open critical alarms' });
    expect(link).toHaveAttribute('href', `/alarms?filters=${encodeURIComponent('{"severity":"critical","state":"open"}')}`);
    expect(server.requests(COUNTS)[0].headers['x-bar']).toBeUndefined();
    expect(alarmCountsQuery('u1').refetchInterval).toBe(COUNTS_REFRESH_MS);
    expect(COUNTS_REFRESH_MS).toBe(30_000);
  });

  it('says when there is none, and says it in Italian', async () => {
    renderBadge(0);
    expect(await screen.findByRole('link', { name: 'No open critical alarms' })).toBeInTheDocument();
    await i18next.changeLanguage('it');
    expect(await screen.findByRole('link', { name: 'Nessun allarme critico aperto' })).toBeInTheDocument();
  });

  it('reads the count again at once on a live alarm of the selected bar', async () => {
    const { live } = renderBadge(1);
    await screen.findByRole('link', { name: '1 open critical alarm' });
    server.on({ [COUNTS]: { critical: 2, warning: 0, byBar: [] } });
    live.emit(message('opened'), 'bar-1');
    expect(await screen.findByRole('link', { name: '2 open critical alarms' })).toBeInTheDocument();
  });
});

describe('alarm alerts', { timeout: 20_000 }, () => {
  it('notifies and beeps for a new critical alarm only, once permission was given', async () => {
    const { shown } = fakeNotifications('granted');
    const tones = fakeAudio();
    const { live } = renderBadge();
    await screen.findByRole('link', { name: '3 open critical alarms' });
    live.emit(message('acknowledged'), 'bar-1');
    live.emit(message('opened', { id: 'w1', severity: 'warning', kind: 'bottleLow' }), 'bar-1');
    live.emit(message('cleared'), 'bar-1');
    expect(shown).toEqual([]);
    expect(tones.started).toBe(0);
    live.emit(message('opened'), 'bar-1');
    live.emit(message('repeated', { id: 'a2', kind: 'emergency', subjectType: 'bar', subjectId: '', subjectName: null }), 'bar-1');
    expect(shown).toEqual([
      { title: 'Critical alarm: Bottle at alarm level', body: 'Milano Duomo — Gin', tag: 'a1' },
      { title: 'Critical alarm: Emergency stop', body: 'Milano Duomo — Whole bar', tag: 'a2' },
    ]);
    expect(tones.started).toBe(4);
  });

  it('shows no notification when permission is denied or not asked yet, and still beeps', async () => {
    const tones = fakeAudio();
    for (const permission of ['denied', 'default'] as const) {
      const { shown } = fakeNotifications(permission);
      const { live, unmount } = renderBadge();
      await screen.findByRole('link', { name: '3 open critical alarms' });
      live.emit(message('opened'), 'bar-1');
      expect(shown).toEqual([]);
      unmount();
    }
    expect(tones.started).toBe(4);
  });

  it('is silent once muted, a choice kept on this device', async () => {
    fakeNotifications('granted');
    const tones = fakeAudio();
    server.on({ [COUNTS]: { critical: 0, warning: 0, byBar: [] } });
    const { live } = renderScreen(
      <>
        <AlarmBadge />
        <AlertControls />
      </>,
      { role: 'BARMAN', path: '/' },
      bar,
    );
    const sound = await screen.findByRole('switch', { name: 'Alarm sound' });
    expect(sound).toBeChecked();
    await userEvent.click(sound);
    expect(sound).not.toBeChecked();
    expect(localStorage.getItem(ALARM_SOUND_KEY)).toBe('muted');
    live.emit(message('opened'), 'bar-1');
    expect(tones.started).toBe(0);
    await userEvent.click(sound);
    live.emit(message('repeated'), 'bar-1');
    expect(tones.started).toBe(2);
  });

  it('asks for permission only when the user presses Turn on notifications, never on load', async () => {
    const { requestPermission } = fakeNotifications('default', 'granted');
    renderScreen(<AlertControls />, { role: 'BARMAN', path: '/' });
    const button = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Notifications on')).toBeInTheDocument();
  });

  it('says so when the browser blocks notifications or has none, without failing', async () => {
    fakeNotifications('denied');
    const { unmount } = renderScreen(<AlertControls />, { role: 'BARMAN', path: '/' });
    expect(await screen.findByText('Notifications are blocked in this browser')).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    // jsdom, like some browsers, has neither notifications nor Web Audio
    expect('Notification' in globalThis).toBe(false);
    const { live } = renderBadge();
    renderScreen(<AlertControls />, { role: 'BARMAN', path: '/' });
    expect(await screen.findByText('This browser shows no notifications')).toBeInTheDocument();
    expect(() => live.emit(message('opened'), 'bar-1')).not.toThrow();
    await waitFor(() => expect(server.requests(COUNTS).length).toBeGreaterThan(1));
  });
});
