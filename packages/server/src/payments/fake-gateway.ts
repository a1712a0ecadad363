import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGateway {
  url: string;
  /** Every request the fake received, for assertions on what we sent. */
  requests: Array<{ path: string; method: string; headers: http.IncomingHttpHeaders; body: unknown }>;
  /** Invoices the fake voided: its Invoice Information answers "Invoice Not Found" for them. */
  voided: Set<string>;
  close(): Promise<void>;
}

export const GOOD_SHIFT4_AUTH = '3504489F-A774-88E0-80114FBBC925E207';
export const SHIFT4_ACCESS = 'EA79FB05-3AA7-4500-AF9A-73F986FF2C1D';
export const GOOD_SATISPAY_TOKEN = 'STJ2P2';
export const SATISPAY_KEY_ID = 'ldr6m73p4kiitg5ftr2v2abugud6qi6thq8k62lmu7425n52c0c4';

/**
 * A local stand-in for Shift4 (`POST /api/rest/v1/credentials/accesstoken`) and Satispay
 * (`POST /g_business/v1/authentication_keys`), and the Shift4 invoice void and lookup
 * (`DELETE` / `GET /api/rest/v1/transactions/invoice`, invoice in the `Invoice` header) speaking their documented shapes, including their
 * failures. Behaviour is chosen by the token sent: the good token succeeds; "refused" gets the
 * gateway's own 4xx error; "down" a 503 page; "hang" never answers; "garbage" non-JSON; "empty" a
 * 200 without the credential; "timeout504" Shift4's timeout answer. An invoice starting with
 * "hang-after-void" is voided and then never answered, like a gateway whose reply is lost.
 */
export async function startFakeGateway(): Promise<FakeGateway> {
  const requests: FakeGateway['requests'] = [];
  const voided = new Set<string>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw);
      } catch {
        /* answered below as a bad request */
      }
      requests.push({ path: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const behave = (token: unknown, success: () => void, refuse: () => void) => {
        switch (token) {
          case 'hang':
            return; // never answers
          case 'down':
            res.writeHead(503, { 'content-type': 'text/html' });
            return res.end('<html><body>Service Unavailable</body></html>');
          case 'garbage':
            res.writeHead(200, { 'content-type': 'text/plain' });
            return res.end('this is not json');
          case 'empty':
            return json(200, { result: [{ server: { name: 'FAKE01' } }] });
          case 'refused':
            return refuse();
          default:
            return success();
        }
      };

      if (req.method === 'POST' && req.url === '/api/rest/v1/credentials/accesstoken') {
        const credential = (body.credential ?? {}) as { authToken?: string; clientGuid?: string };
        if (!req.headers.companyname || !req.headers.interfacename || !req.headers.interfaceversion || !body.dateTime || !credential.clientGuid) {
          return json(400, {
            result: [{ error: { primaryCode: 9100, shortText: 'MISSING', longText: 'Required field missing' }, server: { name: 'FAKE01' } }],
          });
        }
        if (credential.authToken === 'timeout504') {
          return json(504, {
            result: [{ error: { primaryCode: 9951, shortText: 'RESPONSE TIMEOUT', longText: 'Timeout waiting for response across the internet' } }],
          });
        }
        return behave(
          credential.authToken === GOOD_SHIFT4_AUTH
            ? 'good'
            : credential.authToken === 'hang' || credential.authToken === 'down' || credential.authToken === 'garbage' || credential.authToken === 'empty'
              ? credential.authToken
              : 'refused',
          () => json(200, { result: [{ dateTime: body.dateTime, credential: { accessToken: SHIFT4_ACCESS }, server: { name: 'FAKE01' } }] }),
          () =>
            json(400, {
              result: [
                {
                  error: { primaryCode: 9862, secondaryCode: 0, shortText: 'AuthToken', longText: 'AuthToken not valid ENGINE01CE' },
                  server: { name: 'FAKE01' },
                },
              ],
            }),
        );
      }
      if (req.method === 'POST' && req.url === '/g_business/v1/authentication_keys') {
        if (typeof body.public_key !== 'string' || typeof body.token !== 'string') return json(400, { code: 1, message: 'Bad request', wlt: 'fake' });
        return behave(
          body.token === GOOD_SATISPAY_TOKEN
            ? 'good'
            : ['hang', 'down', 'garbage'].includes(body.token)
              ? body.token
              : body.token === 'empty'
                ? 'emptySatispay'
                : 'refused',
          () => (body.token === 'empty' ? json(200, {}) : json(200, { key_id: SATISPAY_KEY_ID })),
          () => json(404, { code: 41, message: 'Invalid activation code', wlt: 'fake' }),
        );
      }
      const invoiceNotFound = () =>
        json(400, { result: [{ error: { primaryCode: 9815, shortText: 'NO INV', longText: 'Invoice Not Found' }, server: { name: 'FAKE01' } }] });
      if ((req.method === 'DELETE' || req.method === 'GET') && req.url === '/api/rest/v1/transactions/invoice') {
        const invoice = req.headers.invoice;
        if (
          typeof invoice !== 'string' ||
          !req.headers.accesstoken ||
          !req.headers.companyname ||
          !req.headers.interfacename ||
          !req.headers.interfaceversion
        ) {
          return json(400, {
            result: [{ error: { primaryCode: 9100, shortText: 'MISSING', longText: 'Required field missing' }, server: { name: 'FAKE01' } }],
          });
        }
        const held = () =>
          json(200, { result: [{ dateTime: new Date().toISOString(), transaction: { invoice, responseCode: 'A' }, server: { name: 'FAKE01' } }] });
        if (req.method === 'GET') {
          if (invoice === 'down') return behave('down', held, invoiceNotFound);
          if (req.headers.accesstoken === 'refused')
            return json(401, {
              result: [{ error: { primaryCode: 9864, shortText: 'ACCESSTOKEN', longText: 'Invalid AccessToken' }, server: { name: 'FAKE01' } }],
            });
          return voided.has(invoice) ? invoiceNotFound() : held();
        }
        if (invoice.startsWith('hang-after-void')) {
          voided.add(invoice);
          return; // voided, but the answer never comes
        }
        return behave(
          invoice === 'refused' || invoice === 'hang' || invoice === 'down' ? invoice : 'good',
          () => {
            voided.add(invoice);
            held();
          },
          invoiceNotFound,
        );
      }
      json(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    voided,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
