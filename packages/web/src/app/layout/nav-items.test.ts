import { describe, expect, it } from 'vitest';
import { buildNavGroups, isCurrentSection } from './nav-items';

const bar = { name: 'Bar One', paymentSettings: { voucherEnabled: false } };
const labels = (groups: ReturnType<typeof buildNavGroups>) => groups.map((g) => [g.title, g.items.map((i) => i.label)]);

describe('sidebar menu', () => {
  it('gives a super admin Operations and the whole bar group', () => {
    expect(labels(buildNavGroups('SUPERADMIN', { ...bar, paymentSettings: { voucherEnabled: true } }))).toEqual([
      ['Operations', ['Users', 'Bars', 'Robots', 'Global Ingredients']],
      [
        'Bar One',
        [
          'MyBar',
          'Vouchers',
          'App Orders',
          'Activity',
          'Drink Queue',
          'Production',
          'Ingredients',
          'Positions',
          'Menu',
          'Restock',
          'Exports',
          'Analytics',
          'Audit',
        ],
      ],
      ['', ['Alarms']],
    ]);
  });

  it('shows only Operations and Alarms before a bar is selected', () => {
    expect(buildNavGroups('SUPERADMIN', null).map((g) => g.id)).toEqual(['operations', 'alarms']);
    expect(labels(buildNavGroups('GUEST', null))).toEqual([['', ['Alarms']]]);
  });

  it('shows the fleet overview, before Alarms, only when asked for (a user holding several bars)', () => {
    expect(labels(buildNavGroups('BARMAN', null, { fleet: true }))).toEqual([
      ['', ['Fleet']],
      ['', ['Alarms']],
    ]);
    expect(buildNavGroups('SUPERADMIN', bar, { fleet: true }).map((g) => g.id)).toEqual(['operations', 'bar', 'fleet', 'alarms']);
    expect(buildNavGroups('BARMAN', bar).map((g) => g.id)).not.toContain('fleet');
    expect(buildNavGroups('BARMAN', null, { fleet: true })[0].items[0]).toEqual({ label: 'Fleet', href: '/fleet', icon: 'fleet', section: '/fleet' });
  });

  it('gives every signed-in user the alarm inbox, last', () => {
    for (const role of ['SUPERADMIN', 'ADMIN', 'BARMAN', 'GUEST'] as const) {
      expect(buildNavGroups(role, bar).at(-1)?.items).toEqual([{ label: 'Alarms', href: '/alarms', icon: 'alarms', section: '/alarms' }]);
    }
  });

  it('hides Vouchers unless enabled, and MyBar and Exports below ADMIN', () => {
    expect(labels(buildNavGroups('BARMAN', bar))).toEqual([
      ['Bar One', ['App Orders', 'Activity', 'Drink Queue', 'Production', 'Ingredients', 'Positions', 'Menu', 'Restock']],
      ['', ['Alarms']],
    ]);
    expect(buildNavGroups('ADMIN', bar)[0].items.map((i) => i.label)).toContain('Exports');
  });

  it('shows the Audit timeline to ADMIN and above only (the server refuses lower roles)', () => {
    const audit = (role: Parameters<typeof buildNavGroups>[0]) => buildNavGroups(role, bar)[0].items.find((i) => i.label === 'Audit');
    expect(audit('ADMIN')).toMatchObject({ href: '/audit', section: '/audit' });
    expect(audit('MSADMIN')).toBeDefined();
    expect(audit('MAINT')).toBeUndefined();
    expect(audit('BARMAN')).toBeUndefined();
  });

  it('shows Vouchers on a voucher-enabled bar to ADMIN and above only (the server refuses lower roles)', () => {
    const enabled = { ...bar, paymentSettings: { voucherEnabled: true } };
    expect(buildNavGroups('ADMIN', enabled)[0].items.map((i) => i.label)).toContain('Vouchers');
    expect(buildNavGroups('MAINT', enabled)[0].items.map((i) => i.label)).not.toContain('Vouchers');
  });

  it('links Production, Ingredients, Positions and Global Ingredients to their first tab', () => {
    const hrefs = Object.fromEntries(buildNavGroups('SUPERADMIN', bar).flatMap((g) => g.items.map((i) => [i.label, i.href])));
    expect(hrefs).toMatchObject({
      Production: '/production/delivered',
      Ingredients: '/ingredients/bottles',
      Positions: '/dispensers/bottles',
      'Global Ingredients': '/global-ingredients/bottles',
      Activity: '/',
      Menu: '/drinks',
    });
  });

  it('marks the current section, and Activity only on /', () => {
    const [ops, barGroup] = buildNavGroups('SUPERADMIN', bar);
    const activity = barGroup.items.find((i) => i.label === 'Activity')!;
    const ingredients = barGroup.items.find((i) => i.label === 'Ingredients')!;
    expect(isCurrentSection(activity, '/')).toBe(true);
    expect(isCurrentSection(activity, '/drinks')).toBe(false);
    expect(isCurrentSection(ingredients, '/ingredients/leaves/42')).toBe(true);
    expect(isCurrentSection(ops.items[1], '/bars-other')).toBe(false);
  });
});
