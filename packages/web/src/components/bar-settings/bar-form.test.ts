import { describe, expect, it } from 'vitest';
import { barFormSchema, pickEditable, tabOfFirstError, toFormValues, visibleBarTabs } from './bar-form';
import { barFixture } from './bar-fixture.test-util';

describe('bar settings form rules', () => {
  it('picks the first tab in screen order that holds an error', () => {
    expect(tabOfFirstError({ security: {}, instanceInfos: {} })).toBe('barInfo');
    expect(tabOfFirstError({ paymentSettings: {}, roboticSystem: {} })).toBe('roboticSettings');
    expect(tabOfFirstError({ hidden: {} })).toBe('state');
    expect(tabOfFirstError({})).toBeNull();
    expect(tabOfFirstError({ security: {} }, ['barInfo', 'state'])).toBeNull();
  });

  it('shows each role the tabs it may edit', () => {
    expect(visibleBarTabs('SUPERADMIN')).toEqual(['barInfo', 'features', 'state', 'roboticSettings', 'payment', 'security']);
    expect(visibleBarTabs('MSADMIN')).toEqual(['barInfo', 'state', 'roboticSettings', 'payment', 'security']);
    expect(visibleBarTabs('MSMAINT')).toEqual(['barInfo', 'state', 'roboticSettings']);
    expect(visibleBarTabs('ADMIN')).toEqual(['barInfo', 'state']);
    expect(visibleBarTabs('MAINT')).toEqual([]);
  });

  it('validates and sends only what the role may change', () => {
    const values = toFormValues(barFixture());
    const parsed = barFormSchema('ADMIN').parse(values);
    expect(Object.keys(parsed).sort()).toEqual(['geoPosition', 'instanceInfos', 'name', 'open', 'theme', 'timeZone']);
    expect(Object.keys(pickEditable(values, 'MSMAINT')).sort()).toEqual([
      'conveyors',
      'geoPosition',
      'instanceInfos',
      'name',
      'open',
      'roboticSystem',
      'theme',
      'timeZone',
    ]);
  });

  it('starts secrets empty so that a save keeps them, and the currency at EUR when none is stored', () => {
    const bar = barFixture();
    const values = toFormValues({ ...bar, paymentSettings: { ...bar.paymentSettings, currency: undefined as never } });
    expect(values.paymentSettings.currency).toEqual({ currencyNameISO: 'EUR', currencySymbolLeft: true });
    expect(values.paymentSettings.shift4Gateway.authToken).toBe('');
    expect(values.security.udoorJwtToken).toBe('');
    expect(barFormSchema('SUPERADMIN').safeParse(values).success).toBe(true);
  });
});
