import { Api } from './api-client.js';

export interface Target {
  api: Api;
  /** Read routes this principal may call on its bar. */
  routes: string[];
}

export interface ClientStats {
  requests: number;
  errors: number;
  byStatus: Record<string, number>;
  samples: string[];
  latencies: number[];
}

/** `count` concurrent clients, each calling random read routes back to back until `stopped()`. */
export async function runClients(targets: Target[], count: number, stopped: () => boolean): Promise<ClientStats> {
  const stats: ClientStats = { requests: 0, errors: 0, byStatus: {}, samples: [], latencies: [] };
  const client = async (n: number) => {
    const target = targets[n % targets.length];
    while (!stopped()) {
      const route = target.routes[Math.floor(Math.random() * target.routes.length)];
      const [path, query] = route.split('?');
      const started = performance.now();
      let status: string;
      try {
        const answer = await target.api.call('GET', path, undefined, Object.fromEntries(new URLSearchParams(query ?? '')));
        status = String(answer.status);
        if (answer.status >= 300 && stats.samples.length < 10)
          stats.samples.push(`GET ${route}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      } catch (err) {
        status = 'no answer';
        if (stats.samples.length < 10) stats.samples.push(`GET ${route}: ${err instanceof Error ? err.message : String(err)}`);
      }
      stats.latencies.push(performance.now() - started);
      stats.requests++;
      stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
      if (!/^2\d\d$/.test(status)) stats.errors++;
    }
  };
  await Promise.all(Array.from({ length: count }, (_, n) => client(n)));
  return stats;
}
