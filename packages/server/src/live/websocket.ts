import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, createWebSocketStream } from 'ws';
import type Aedes from 'aedes';

export const MQTT_PATH = '/mqtt';
/** Largest WebSocket message accepted; live messages and device events are a few kB. */
const MAX_PAYLOAD = 1024 * 1024;
/** Subprotocols MQTT clients offer: `mqtt` (3.1.1, what mqtt.js sends) and the older `mqttv3.1`. */
const SUBPROTOCOLS = ['mqtt', 'mqttv3.1'];

export interface WebSocketEndpoint {
  /** Stops taking upgrades and terminates every open socket. */
  close(): Promise<void>;
}

/**
 * Serves MQTT over WebSocket at `/mqtt` on the given HTTP server: every other upgrade path is
 * answered 404 and closed.
 */
export function attachWebSocket(server: Server, aedes: Aedes, log: FastifyBaseLogger): WebSocketEndpoint {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_PAYLOAD,
    handleProtocols: (offered) => SUBPROTOCOLS.find((p) => offered.has(p)) ?? false,
  });
  let closing = false;

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (closing || pathname(req.url) !== MQTT_PATH) {
      refuse(socket, closing ? '503 Service Unavailable' : '404 Not Found');
      return;
    }
    socket.on('error', () => socket.destroy());
    wss.handleUpgrade(req, socket, head, (ws) => {
      const stream = createWebSocketStream(ws);
      stream.on('error', (err) => log.debug({ err: err.message }, 'broker websocket error'));
      aedes.handle(stream, req);
    });
  };
  server.on('upgrade', onUpgrade);

  let closed: Promise<void> | undefined;
  return {
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        closing = true;
        server.off('upgrade', onUpgrade);
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      })),
  };
}

function pathname(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return '';
  }
}

function refuse(socket: Duplex, status: string) {
  if (!socket.writable) return void socket.destroy();
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
