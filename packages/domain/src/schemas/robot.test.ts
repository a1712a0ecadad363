import { describe, expect, it } from 'vitest';
import { robotCreateSchema, robotUpdateSchema } from './robot.js';
import { satispayKeyIdRequestSchema, shift4AccessTokenRequestSchema } from './payment.js';

describe('robot rules', () => {
  it('needs a tag name and display name; the bar is optional and robots start enabled', () => {
    expect(robotCreateSchema.parse({ tagName: 'MI-R1', displayName: 'Toni Left' })).toEqual({ tagName: 'MI-R1', displayName: 'Toni Left', enabled: true });
    const result = robotCreateSchema.safeParse({ tagName: 'bad name!', displayName: '', barId: 'x' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['tagName', 'displayName', 'barId']);
  });

  it('edits any subset of fields', () => {
    expect(robotUpdateSchema.parse({ enabled: false })).toEqual({ enabled: false });
  });
});

describe('payment credential calls', () => {
  it('lets the stored Shift4 auth token be reused, and wants a PEM public key for Satispay', () => {
    expect(shift4AccessTokenRequestSchema.parse({})).toEqual({});
    expect(satispayKeyIdRequestSchema.safeParse({ publicKey: 'hello' }).error?.issues[0].message).toMatch(/PEM public key/);
    expect(satispayKeyIdRequestSchema.safeParse({ publicKey: '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----', token: 'ABC123' }).success).toBe(true);
  });
});
