import { DISPENSER_TABS, type BarFeature } from '@bar/domain';

export type DispenserTabInfo = (typeof DISPENSER_TABS)[number];

/** The dispenser tabs whose bar feature is on, in SPEC order. */
export function visibleDispenserTabs(features: Partial<Record<BarFeature, boolean>> | undefined): DispenserTabInfo[] {
  return DISPENSER_TABS.filter((t) => Boolean(features?.[t.feature]));
}
