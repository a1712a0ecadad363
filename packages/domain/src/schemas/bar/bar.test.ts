import { describe, expect, it } from 'vitest';
import { editableBarFields, editableBarTabs, pickEditableBarFields, refusedBarFields } from './field-permissions.js';
import { barInfoSchema, barUpdateSchema, paymentTabSchema, roboticSettingsSchema, securityTabSchema } from './input.js';

const info = {
  name: 'Milano Duomo',
  instanceInfos: {
    placeName: 'Piazza del Duomo',
    privacyPolicy: 'https://duomo.bar/privacy',
    webSite: 'http://duomo.bar',
    vatNumber: 'IT0123',
    openingTime: '09:30',
    closingTime: '',
  },
  geoPosition: { lat: 45.46416, lng: 9.19199 },
};
const payment = {
  paymentSettings: {
    currency: { currencyNameISO: 'CHF', currencySymbolLeft: false },
    taxes: { percentage: 22, included: true, showAtCheckout: false },
    tips: { percentage: 0 },
    drinkBuilder: {
      alcoholic: { fixed: false, rounding: [{ from: 0, to: 5.5, roundTo: 0.5 }] },
      nonAlcoholic: { fixed: true, fixedCost: 3.2 },
    },
    adyenGateway: { countryCode: 'IT', locale: 'it_IT' },
  },
};
const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('bar detail rules (SPEC §5)', () => {
  it('accepts a complete bar info tab', () => {
    expect(barInfoSchema.safeParse(info).success).toBe(true);
  });

  it('requires name, location, coordinates, privacy policy, website and VAT number', () => {
    const result = barInfoSchema.safeParse({ name: ' ', instanceInfos: { placeName: '' }, geoPosition: {} });
    expect(messages(result)).toMatchObject({
      name: 'Name is required',
      'instanceInfos.placeName': 'Location is required',
      'instanceInfos.privacyPolicy': 'Privacy policy is required',
      'instanceInfos.webSite': 'Website is required',
      'instanceInfos.vatNumber': 'VAT number is required',
      'geoPosition.lat': 'Latitude is required',
      'geoPosition.lng': 'Longitude is required',
    });
  });

  it('wants http(s) URLs and HH:mm times', () => {
    const result = barInfoSchema.safeParse({
      ...info,
      instanceInfos: { ...info.instanceInfos, privacyPolicy: 'ftp://x.y', webSite: 'javascript:alert(1)', openingTime: '9:30', closingTime: '24:00' },
    });
    expect(messages(result)).toMatchObject({
      'instanceInfos.privacyPolicy': 'Privacy policy must be a valid http(s) URL',
      'instanceInfos.webSite': 'Website must be a valid http(s) URL',
      'instanceInfos.openingTime': expect.stringContaining('HH:mm'),
      'instanceInfos.closingTime': expect.stringContaining('HH:mm'),
    });
  });

  it('accepts payment settings with currency, rounding on a 0.01 step, country code and locale', () => {
    const parsed = paymentTabSchema.parse(payment);
    expect(parsed.paymentSettings.tips).toEqual({ percentage: 0, included: false, showAtCheckout: false });
  });

  it('defaults the currency to EUR and refuses others, with tax and tip percentages required', () => {
    expect(paymentTabSchema.parse({ paymentSettings: { currency: {}, taxes: { percentage: 1 }, tips: { percentage: 1 } } }).paymentSettings.currency).toEqual({
      currencyNameISO: 'EUR',
      currencySymbolLeft: true,
    });
    const result = paymentTabSchema.safeParse({ paymentSettings: { currency: { currencyNameISO: 'JPY' }, taxes: {}, tips: { percentage: Number.NaN } } });
    expect(messages(result)).toMatchObject({
      'paymentSettings.currency.currencyNameISO': 'Local currency is required',
      'paymentSettings.taxes.percentage': 'Tax percentage is required',
      'paymentSettings.tips.percentage': 'Tip percentage is required',
    });
  });

  it("says 'Two letters', 'example: en_US' and refuses rounding finer than 0.01", () => {
    const result = paymentTabSchema.safeParse({
      paymentSettings: {
        ...payment.paymentSettings,
        drinkBuilder: { alcoholic: { rounding: [{ from: 0, to: 1, roundTo: 0.005 }] }, nonAlcoholic: {} },
        adyenGateway: { countryCode: 'ITA', locale: 'en-us' },
      },
    });
    expect(messages(result)).toMatchObject({
      'paymentSettings.adyenGateway.countryCode': 'Two letters',
      'paymentSettings.adyenGateway.locale': 'example: en_US',
      'paymentSettings.drinkBuilder.alcoholic.rounding.0.roundTo': 'Round to must have at most 2 decimals',
    });
  });

  it('checks cup codes and requires the minimum drinking age', () => {
    expect(roboticSettingsSchema.safeParse({ roboticSystem: { cups: [{ code: 'GRANDE', name: 'Grande', position: 1 }] } }).success).toBe(true);
    const cups = roboticSettingsSchema.safeParse({ roboticSystem: { cups: [{ code: 'PINT', name: 'Pint', position: 0 }] } });
    expect(messages(cups)['roboticSystem.cups.0.code']).toBe('Cup code must be one of SHOT, DRINK, ESPRESSO, MEDIUM, GRANDE, CAPPUCCINO');
    expect(messages(securityTabSchema.safeParse({ security: {} }))['security.minAgeForDrink']).toBe('Minimum drinking age is required');
  });

  it('treats a secret as keep (omitted or empty), clear (null) or replace (text)', () => {
    const parsed = barUpdateSchema.parse({
      paymentSettings: { ...payment.paymentSettings, shift4Gateway: { authToken: '', accessToken: null }, satispaySettings: { privateKey: 'pk' } },
    });
    expect(parsed.paymentSettings?.shift4Gateway).toMatchObject({ authToken: '', accessToken: null });
    expect(parsed.paymentSettings?.satispaySettings?.privateKey).toBe('pk');
  });
});

describe('who edits which part of a bar (ARCHITECTURE §3)', () => {
  it('gives ADMIN the info and state, MSMAINT robotic settings, MSADMIN payment and security, SUPERADMIN the rest', () => {
    expect(editableBarTabs('BARMAN')).toEqual([]);
    expect(editableBarTabs('MAINT')).toEqual([]);
    expect(editableBarTabs('ADMIN')).toEqual(['barInfo', 'state']);
    expect(editableBarTabs('MSMAINT')).toEqual(['barInfo', 'state', 'roboticSettings']);
    expect(editableBarTabs('MSADMIN')).toEqual(['barInfo', 'state', 'roboticSettings', 'payment', 'security']);
    expect(editableBarTabs('SUPERADMIN')).toEqual(['barInfo', 'features', 'state', 'roboticSettings', 'payment', 'security']);
    expect(editableBarFields('MSADMIN')).not.toContain('hidden');
  });

  it('names the fields of an update above the role, ignoring fields not sent', () => {
    expect(refusedBarFields('ADMIN', { name: 'x', open: true, security: {}, paymentSettings: undefined })).toEqual(['security']);
    expect(refusedBarFields('MSADMIN', { blocked: false, features: {} })).toEqual(['features', 'blocked']);
    expect(refusedBarFields('SUPERADMIN', { blocked: true, security: {} })).toEqual([]);
  });

  it('picks the fields a role may send out of a whole form', () => {
    const form = { name: 'x', open: true, hidden: true, roboticSystem: {}, security: {}, _id: 'b1', robots: [] };
    expect(Object.keys(pickEditableBarFields('MSMAINT', form))).toEqual(['name', 'open', 'roboticSystem']);
    expect(refusedBarFields('MSMAINT', pickEditableBarFields('MSMAINT', form))).toEqual([]);
  });
});
