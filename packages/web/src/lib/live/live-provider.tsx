import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { appConfigQuery } from '../app-config';
import { useSession } from '../session-context';
import { resolveBrokerUrl } from './broker-url';
import { LiveContext } from './live-context';
import { LiveClient } from './live-client';
import { useReloadOnReconnect } from './use-reload-on-reconnect';

/** Resolves after the browser has painted, so loading mqtt.js never delays the first screen. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
    else later();
  });
}

/**
 * Owns the live link: connects on sign-in (email + access token), follows the selected bar's
 * topic, disconnects on sign-out (SPEC §4), and reloads the bar's data when a lost link is back.
 */
export function LiveProvider({ children, client: given }: { children: ReactNode; client?: LiveClient }) {
  const [client] = useState(() => given ?? new LiveClient());
  const { user, token, selectedBarId } = useSession();
  const queryClient = useQueryClient();
  const email = user?.email ?? null;

  useEffect(() => {
    if (!email || !token) return;
    let cancelled = false;
    void (async () => {
      await afterFirstPaint();
      const config = await queryClient.fetchQuery(appConfigQuery).catch(() => null);
      if (cancelled) return;
      await client.connect({
        url: resolveBrokerUrl(config?.mqttUrl, window.location),
        username: email,
        password: token,
      });
    })();
    return () => {
      cancelled = true;
      client.disconnect();
    };
  }, [client, email, token, queryClient]);

  useEffect(() => {
    client.setBar(selectedBarId);
  }, [client, selectedBarId]);
  useReloadOnReconnect(client, selectedBarId);

  return <LiveContext.Provider value={client}>{children}</LiveContext.Provider>;
}
