/**
 * The browser's side of alarm alerts: notifications (Notification API) and a short beep (Web Audio).
 * Both are optional in browsers (and absent in tests): without them nothing is shown and nothing fails.
 */

/** Where the notification permission stands; 'unsupported' when the browser has no Notification API. */
export type NotificationPermissionState = 'unsupported' | 'default' | 'granted' | 'denied';

type NotificationApi = typeof Notification;

const notificationApi = (): NotificationApi | undefined =>
  typeof globalThis.Notification === 'function' ? (globalThis.Notification as NotificationApi) : undefined;

export function notificationPermission(): NotificationPermissionState {
  const api = notificationApi();
  return api ? (api.permission as NotificationPermissionState) : 'unsupported';
}

/** Asks the browser for permission; call it from a user's click only (browsers refuse or remember a refusal otherwise). */
export async function askNotificationPermission(): Promise<NotificationPermissionState> {
  const api = notificationApi();
  if (!api) return 'unsupported';
  try {
    return (await api.requestPermission()) as NotificationPermissionState;
  } catch {
    return notificationPermission();
  }
}

/** Shows a notification when permission was granted; one per `tag` (a repeat replaces the previous one). */
export function showNotification(title: string, body: string, tag: string): boolean {
  const api = notificationApi();
  if (!api || api.permission !== 'granted') return false;
  try {
    new api(title, { body, tag });
    return true;
  } catch {
    // some browsers allow notifications only from a service worker: the sound and the badge still tell
    return false;
  }
}

type AudioContextClass = typeof AudioContext;
let audio: AudioContext | null = null;

/** A short two-tone beep; nothing when the browser has no Web Audio or refuses to play yet. */
export function beep(): void {
  const Context = (globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as AudioContextClass | undefined;
  if (!Context) return;
  try {
    // one context for the page (browsers limit them); a new one only if the API itself was replaced
    if (!(audio instanceof Context)) audio = new Context();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 660],
    ] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.16);
    }
  } catch {
    // no sound is better than a broken console
  }
}
