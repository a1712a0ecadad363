import { useSyncExternalStore } from 'react';
import { askNotificationPermission, notificationPermission, type NotificationPermissionState } from './browser-alerts';

/** localStorage: 'muted' while the alarm sound is off on this device. */
export const ALARM_SOUND_KEY = 'barConsole.alarmSound';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function readMuted(): boolean {
  try {
    return localStorage.getItem(ALARM_SOUND_KEY) === 'muted';
  } catch {
    return false;
  }
}

/** Whether the alarm sound is muted on this device (remembered across sign-ins). */
export function isSoundMuted(): boolean {
  return readMuted();
}

export function setSoundMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(ALARM_SOUND_KEY, 'muted');
    else localStorage.removeItem(ALARM_SOUND_KEY);
  } catch {
    // storage full or refused: the choice lasts until the page is closed
  }
  changed();
}

export function useSoundMuted(): boolean {
  return useSyncExternalStore(subscribe, readMuted, () => false);
}

export function useNotificationPermission(): NotificationPermissionState {
  return useSyncExternalStore(subscribe, notificationPermission, () => 'unsupported' as const);
}

/** Asks for the permission (from a click) and lets every control show the answer. */
export async function turnOnNotifications(): Promise<NotificationPermissionState> {
  const answer = await askNotificationPermission();
  changed();
  return answer;
}
