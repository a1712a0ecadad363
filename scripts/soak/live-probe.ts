import mqtt, { type MqttClient } from 'mqtt';

/**
 * A console on the live link (MQTT over WebSocket, signed in as a user) and a probe bar controller
 * the harness plays itself: the probe sends a heartbeat every 250 ms on `bars/{id}/evt`, the server
 * stores it and publishes `bar` on `admin/{id}`, and the console times each heartbeat from send to
 * receive. (Timestamps inside other messages cannot be used: a `bar` message published for a bottle
 * event carries the last heartbeat's `liveCheck`, not its own time.) Messages of the other bars only
 * count for the longest silence.
 */
export class LiveProbe {
  readonly latencies: number[] = [];
  longestSilenceMs = 0;
  messages = 0;
  private last = 0;
  private sent: number[] = [];
  private console?: MqttClient;
  private bar?: MqttClient;
  private timer?: NodeJS.Timeout;

  async start(base: string, user: { email: string; token: string }, barIds: string[], probe: { barId: string; token: string }) {
    const url = new URL(base);
    url.protocol = 'ws:';
    url.pathname = '/mqtt';
    const consoleClient = await mqtt.connectAsync(url.toString(), {
      username: user.email,
      password: user.token,
      clientId: `console-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
      protocolVersion: 4,
      reconnectPeriod: 1000,
    });
    this.console = consoleClient;
    const topics = [...barIds, probe.barId].map((id) => `admin/${id}`);
    const granted = await consoleClient.subscribeAsync(topics);
    const refused = granted.filter((g) => g.qos === 128);
    if (refused.length) throw new Error(`the broker refused ${refused.map((g) => g.topic).join(', ')}`);
    const probeTopic = `admin/${probe.barId}`;
    consoleClient.on('message', (topic, raw) => this.onMessage(topic === probeTopic, raw));

    this.bar = await mqtt.connectAsync(url.toString(), {
      username: `bar-${probe.barId}`,
      password: probe.token,
      clientId: `soak-probe-${Math.floor(Math.random() * 1e6)}`,
      protocolVersion: 4,
      reconnectPeriod: 1000,
    });
    const evt = `bars/${probe.barId}/evt`;
    this.timer = setInterval(() => {
      this.sent.push(Date.now());
      this.bar!.publish(evt, JSON.stringify({ type: 'heartbeat', status: 'RUNNING' }), { qos: 1 });
    }, 250);
  }

  private onMessage(fromProbe: boolean, raw: Buffer) {
    const now = Date.now();
    this.messages++;
    if (this.last) this.longestSilenceMs = Math.max(this.longestSilenceMs, now - this.last);
    this.last = now;
    if (!fromProbe) return;
    let message: { type?: string };
    try {
      message = JSON.parse(raw.toString('utf8'));
    } catch {
      return;
    }
    // heartbeats are handled in order, one `bar` message each
    const sentAt = message.type === 'bar' ? this.sent.shift() : undefined;
    if (sentAt !== undefined) this.latencies.push(now - sentAt);
  }

  stopSending() {
    clearInterval(this.timer);
  }

  /** Heartbeats sent whose message never came (counted at the end). */
  unanswered(): number {
    return this.sent.length;
  }

  /** Silence since the last message, for a final check that messages were still coming at the end. */
  silenceNow(): number {
    return this.last ? Date.now() - this.last : Infinity;
  }

  async stop() {
    clearInterval(this.timer);
    await this.bar?.endAsync(true);
    await this.console?.endAsync(true);
  }
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function median(values: number[]): number {
  return percentile(values, 50);
}
