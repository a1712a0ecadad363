import { GatewayRefusedError, GatewayUnavailableError, type Shift4Gateway } from './gateways.js';
import { postJson, sendJson } from './http-json.js';

export interface Shift4ClientOptions {
  /** e.g. https://api.shift4api.net/api/rest/v1 (or a locally installed UTG's /api/rest/v1). */
  baseUrl: string;
  /** The interface's Client GUID issued by Shift4 (fixed per certified interface). */
  clientGuid: string;
  companyName: string;
  interfaceName: string;
  interfaceVersion: string;
  timeoutMs: number;
  now?: () => Date;
}

interface Shift4Result {
  credential?: { accessToken?: unknown };
  transaction?: { invoice?: unknown };
  error?: { longText?: unknown; shortText?: unknown; primaryCode?: unknown };
}

/** Local date-time with offset, as Shift4 wants it (yyyy-mm-ddThh:mm:ss.nnn+hh:mm). */
export function shift4DateTime(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 23);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Shift4's "Invoice Not Found": the gateway no longer holds the sale (it was voided). */
const INVOICE_NOT_FOUND = 9815;

/**
 * The real Shift4 client: `POST {baseUrl}/credentials/accesstoken` (Access Token Exchange),
 * `DELETE {baseUrl}/transactions/invoice` (Invoice void) and `GET {baseUrl}/transactions/invoice`
 * (Invoice Information), the last two with the invoice and access token in headers.
 */
export function shift4Client(options: Shift4ClientOptions): Shift4Gateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = `${base}/credentials/accesstoken`;
  const reasonOf = (error: Shift4Result['error'], status: number) =>
    typeof error?.longText === 'string' ? error.longText : typeof error?.shortText === 'string' ? error.shortText : `HTTP ${status}`;
  const invoiceCall = (method: 'GET' | 'DELETE', accessToken: string, invoice: string) =>
    sendJson(
      method,
      `${base}/transactions/invoice`,
      {
        CompanyName: options.companyName,
        InterfaceName: options.interfaceName,
        InterfaceVersion: options.interfaceVersion,
        AccessToken: accessToken,
        Invoice: invoice,
      },
      undefined,
      options.timeoutMs,
      'Shift4',
    );
  return {
    async invoiceStatus({ accessToken, invoice }) {
      const answer = await invoiceCall('GET', accessToken, invoice);
      const result = (answer.body as { result?: Shift4Result[] } | undefined)?.result?.[0];
      const error = result?.error;
      if (answer.status >= 500) throw new GatewayUnavailableError(`Shift4 is unavailable (${reasonOf(error, answer.status)}).`);
      if (Number(error?.primaryCode) === INVOICE_NOT_FOUND) return 'voided';
      if (answer.status >= 400 || error) throw new GatewayRefusedError(`Shift4 refused the invoice lookup: ${reasonOf(error, answer.status)}.`);
      if (!result?.transaction) throw new GatewayUnavailableError('Shift4 answered the invoice lookup without the invoice.');
      return 'paid';
    },
    async voidInvoice({ accessToken, invoice }) {
      const answer = await invoiceCall('DELETE', accessToken, invoice);
      const error = (answer.body as { result?: Shift4Result[] } | undefined)?.result?.[0]?.error;
      if (answer.status >= 500) throw new GatewayUnavailableError(`Shift4 is unavailable (${reasonOf(error, answer.status)}).`);
      if (answer.status >= 400 || error) throw new GatewayRefusedError(`Shift4 refused the void: ${reasonOf(error, answer.status)}.`);
    },
    async exchangeAccessToken(authToken) {
      const answer = await postJson(
        url,
        { CompanyName: options.companyName, InterfaceName: options.interfaceName, InterfaceVersion: options.interfaceVersion },
        { dateTime: shift4DateTime(options.now?.() ?? new Date()), credential: { authToken, clientGuid: options.clientGuid } },
        options.timeoutMs,
        'Shift4',
      );
      const result = (answer.body as { result?: Shift4Result[] } | undefined)?.result?.[0];
      const error = result?.error;
      if (answer.status >= 500 || answer.status === 504) {
        throw new GatewayUnavailableError(`Shift4 is unavailable (${typeof error?.longText === 'string' ? error.longText : `HTTP ${answer.status}`}).`);
      }
      if (answer.status >= 400 || error) {
        const reason = typeof error?.longText === 'string' ? error.longText : typeof error?.shortText === 'string' ? error.shortText : `HTTP ${answer.status}`;
        throw new GatewayRefusedError(`Shift4 refused the auth token: ${reason}.`);
      }
      const token = result?.credential?.accessToken;
      if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
        throw new GatewayUnavailableError('Shift4 answered without an access token.');
      }
      return token;
    },
  };
}
