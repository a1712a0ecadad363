// Who may change which bar field, and which fields are secrets answered only as `<name>Set`.
import { can, type Permission } from '../../permissions.js';
import type { EffectiveRole } from '../../roles.js';
import { BAR_TABS, type BarTab, type BarUpdateField, type BarUpdateInput } from './input.js';

/** Which tab each updatable field sits on. */
export const BAR_TAB_FIELDS: Record<BarTab, readonly BarUpdateField[]> = {
  barInfo: ['name', 'instanceInfos', 'geoPosition', 'timeZone'],
  features: ['features'],
  state: ['open', 'theme', 'hidden', 'blocked', 'enableDrinkBuilder'],
  roboticSettings: ['conveyors', 'roboticSystem'],
  payment: ['paymentSettings'],
  security: ['security'],
};

/** The lowest permission that may change each field (ARCHITECTURE §3). */
export const BAR_FIELD_PERMISSIONS: Record<BarUpdateField, Permission> = {
  name: 'manageBar',
  instanceInfos: 'manageBar',
  geoPosition: 'manageBar',
  timeZone: 'manageBar',
  open: 'manageBar',
  theme: 'manageBar',
  features: 'administer',
  hidden: 'administer',
  blocked: 'administer',
  enableDrinkBuilder: 'administer',
  conveyors: 'editRoboticSettings',
  roboticSystem: 'editRoboticSettings',
  paymentSettings: 'editSecuritySettings',
  security: 'editSecuritySettings',
};

/** Fields of the bar a role may change. */
export function editableBarFields(role: EffectiveRole): BarUpdateField[] {
  return (Object.keys(BAR_FIELD_PERMISSIONS) as BarUpdateField[]).filter((f) => can(role, BAR_FIELD_PERMISSIONS[f]));
}

/** Tabs showing at least one field the role may change. */
export function editableBarTabs(role: EffectiveRole): BarTab[] {
  const fields = new Set(editableBarFields(role));
  return BAR_TABS.filter((tab) => BAR_TAB_FIELDS[tab].some((f) => fields.has(f)));
}

/**
 * Fields present in an update that the role may not change; a non-empty answer means refuse.
 * @example refusedBarFields('ADMIN', { name: 'x', security: {...} }) // ['security']
 */
export function refusedBarFields(role: EffectiveRole, update: Record<string, unknown>): BarUpdateField[] {
  return (Object.keys(BAR_FIELD_PERMISSIONS) as BarUpdateField[]).filter((f) => update[f] !== undefined && !can(role, BAR_FIELD_PERMISSIONS[f]));
}

/** The part of a bar form a role may send: only its editable top-level fields. */
export function pickEditableBarFields(role: EffectiveRole, values: Record<string, unknown>): Partial<BarUpdateInput> {
  const allowed = new Set<string>(editableBarFields(role));
  return Object.fromEntries(Object.entries(values).filter(([k]) => allowed.has(k))) as Partial<BarUpdateInput>;
}

/**
 * Secret fields (write-only): `section` → dotted paths inside it. Answers carry `<name>Set: boolean`
 * beside where the secret sits instead of its value. The READABLE ones are also answered as value,
 * read-only, to MSADMIN and above (SPEC §2: Shift4 accessToken, Satispay keyId).
 */
export const BAR_SECRET_FIELDS = {
  paymentSettings: [
    'sumUpAffiliateKey',
    'vantivGateway.password',
    'shift4Gateway.authToken',
    'shift4Gateway.accessToken',
    'satispaySettings.privateKey',
    'satispaySettings.token',
    'satispaySettings.keyId',
    'adyenGateway.apiKey',
  ],
  security: ['udoorJwtToken'],
} as const;
export const READABLE_SECRET_FIELDS = ['paymentSettings.shift4Gateway.accessToken', 'paymentSettings.satispaySettings.keyId'] as const;
