import { describe, expect, it } from 'vitest';
import { barUpdateSchema } from '@bar/domain';
import { mergeSection, PAYMENT_SECRETS, sentKeysOnly } from './bar-merge.js';
import { createSecretBox } from '../secrets/secret-box.js';

const box = createSecretBox(Buffer.alloc(32, 7));
const secrets = { paths: PAYMENT_SECRETS, seal: box.seal };

describe('merging a settings section into what is stored', () => {
  const stored = {
    currency: { currencyNameISO: 'EUR', currencySymbolLeft: true },
    sumUpAffiliateKey: 'sumup-secret',
    shift4Gateway: { authToken: 'auth-secret', accessToken: 'access-secret', utgFingerprint: 'fp' },
    satispaySettings: { privateKey: 'private-secret', token: 'token-secret' },
    drinkBuilder: { alcoholic: { rounding: [{ from: 0, to: 1, roundTo: 1 }] } },
  };

  it('keeps secrets left out or blank, clears them on null, replaces them on text, sealed', () => {
    const merged = mergeSection(
      stored,
      {
        sumUpAffiliateKey: '',
        shift4Gateway: { authToken: undefined, accessToken: null, utgFingerprint: 'fp2' },
        satispaySettings: { privateKey: 'new-private' },
      },
      secrets,
    );
    expect(merged.sumUpAffiliateKey).toBe('sumup-secret');
    expect(merged.shift4Gateway).toEqual({ authToken: 'auth-secret', utgFingerprint: 'fp2' });
    const satispay = merged.satispaySettings as { privateKey: string; token: string };
    expect(satispay.token).toBe('token-secret');
    expect(satispay.privateKey).toMatch(/^enc:v1:/);
    expect(box.open(satispay.privateKey)).toBe('new-private');
  });

  it('replaces arrays and scalars, merges objects, keeps keys not sent', () => {
    const merged = mergeSection(stored, { currency: { currencyNameISO: 'CHF' }, drinkBuilder: { alcoholic: { rounding: [] } } }, secrets);
    expect(merged.currency).toEqual({ currencyNameISO: 'CHF', currencySymbolLeft: true });
    expect(merged.drinkBuilder).toEqual({ alcoholic: { rounding: [] } });
    expect(merged.sumUpAffiliateKey).toBe('sumup-secret');
  });

  it('lets schema defaults fill only keys the caller sent', () => {
    const raw = { features: { ice: true }, roboticSystem: { cutterTime: 5 } };
    const parsed = barUpdateSchema.parse(raw);
    expect(parsed.roboticSystem?.cups).toEqual([]);
    expect(sentKeysOnly(parsed, raw)).toEqual({ features: { ice: true }, roboticSystem: { cutterTime: 5 } });
    const merged = mergeSection({ cutterTime: 1, cups: [{ code: 'SHOT' }] }, sentKeysOnly(parsed, raw).roboticSystem!);
    expect(merged).toEqual({ cutterTime: 5, cups: [{ code: 'SHOT' }] });
  });
});
