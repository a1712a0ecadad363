interface BrowserLocation {
  protocol: string;
  host: string;
}

/** The broker address: the configured one, else `/mqtt` on this origin over ws or wss. */
export function resolveBrokerUrl(mqttUrl: string | null | undefined, location: BrowserLocation): string {
  if (mqttUrl) return mqttUrl;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/mqtt`;
}

/** `console-` plus 4 random digits (SPEC §9). */
export function liveClientId(random: () => number = Math.random): string {
  return `console-${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;
}
