import { describe, expect, it } from 'vitest';
import { liveClientId, resolveBrokerUrl } from './broker-url';

describe('broker address', () => {
  it('uses the configured URL, else /mqtt on this origin over ws or wss', () => {
    expect(resolveBrokerUrl('wss://broker.example/mqtt', { protocol: 'http:', host: 'a' })).toBe('wss://broker.example/mqtt');
    expect(resolveBrokerUrl(null, { protocol: 'https:', host: 'console.example' })).toBe('wss://console.example/mqtt');
    expect(resolveBrokerUrl(undefined, { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/mqtt');
  });

  it('pads the client id to four digits', () => {
    expect(liveClientId(() => 0.0042)).toBe('console-0042');
    expect(liveClientId(() => 0.99999)).toBe('console-9999');
  });
});
