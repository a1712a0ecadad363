/** A gateway that refused what we sent (bad credentials, bad token): the caller can fix it. */
export class GatewayRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayRefusedError';
  }
}

/** A gateway that could not be reached or answered something unusable: try again later. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/** Shift4 access token exchange: an auth token (plus our client GUID) becomes an access token. */
export interface Shift4Gateway {
  exchangeAccessToken(authToken: string): Promise<string>;
  /** Voids (refunds) a paid sale by its invoice number, with the bar's access token. */
  voidInvoice(input: { accessToken: string; invoice: string }): Promise<void>;
  /**
   * Asks, without changing anything, whether the gateway still holds the sale (`paid`) or no longer
   * does because it was voided (`voided`); safe to repeat, used to settle a void interrupted by a crash.
   */
  invoiceStatus(input: { accessToken: string; invoice: string }): Promise<InvoiceStatus>;
}

export type InvoiceStatus = 'paid' | 'voided';

/** Satispay GBusiness key registration: a public key and an activation token become a key id. */
export interface SatispayGateway {
  obtainKeyId(publicKey: string, token: string): Promise<string>;
}

export interface PaymentGateways {
  shift4: Shift4Gateway;
  satispay: SatispayGateway;
}
