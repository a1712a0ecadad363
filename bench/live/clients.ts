import crypto from 'node:crypto';
import { connect, type IClientOptions, type MqttClient } from 'mqtt';
import WebSocket from 'ws';

let consoleSeq = 0;

/** A console's connection with the means to stop reading its socket (a frozen browser tab). */
export interface Console {
  client: MqttClient;
  freeze(): void;
}

/** Connects and waits for CONNACK; refuses after `timeoutMs`. */
async function connected(url: string, options: IClientOptions, timeoutMs = 30_000): Promise<MqttClient> {
  const client = connect(url, { reconnectPeriod: 0, connectTimeout: timeoutMs, ...options });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', (err) => {
      client.end(true);
      reject(err);
    });
    client.once('close', () => reject(new Error(`connection to ${url} closed before CONNACK`)));
  });
  return client;
}

async function subscribed(client: MqttClient, topic: string): Promise<void> {
  const granted = await client.subscribeAsync(topic, { qos: 0 });
  if (!granted.length || granted[0].qos === 128) throw new Error(`subscription to ${topic} refused`);
}

/**
 * A console as the web app connects (MQTT 3.1.1 over WebSocket, username = email, password =
 * access token), subscribed to `topic`. Keeps its WebSocket so that `freeze` can pause its socket.
 */
export async function connectConsole(url: string, auth: { username: string; password: string } | null, topic: string): Promise<Console> {
  let socket: WebSocket | undefined;
  const client = await connected(url, {
    protocolVersion: 4,
    // unique in the run: one user's consoles with the same client id would take over each other's session
    clientId: `console-${(consoleSeq++ % 10_000).toString().padStart(4, '0')}`,
    ...(auth ?? {}),
    ...(url.startsWith('ws')
      ? {
          createWebsocket: (address: string, protocols: string[]) => {
            socket = new WebSocket(address, protocols);
            return socket;
          },
        }
      : {}),
  } as IClientOptions);
  await subscribed(client, topic);
  return {
    client,
    freeze() {
      if (socket) socket.pause();
      else {
        // plain TCP (the Mosquitto anchor): stop the client reading its socket
        const stream = client.stream as NodeJS.ReadableStream & { unpipe(): void; pause(): void };
        stream.unpipe();
        stream.pause();
      }
    },
  };
}

/** A bar controller (or the anchor's publisher): connected, publishing QoS 0. */
export function connectPublisher(url: string, auth: { username: string; password: string } | null): Promise<MqttClient> {
  return connected(url, { protocolVersion: 4, clientId: `bench-bar-${crypto.randomBytes(4).toString('hex')}`, ...(auth ?? {}) });
}

export async function closeAll(clients: MqttClient[]): Promise<void> {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
}
