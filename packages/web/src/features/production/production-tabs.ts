import { PRODUCTION_TABS } from '@bar/domain';
import type { ProductionTab } from '../../lib/paths';

export interface ProductionTabConfig {
  /** Also names the tab's texts (tabs.<tab>, tables.<tab>). */
  tab: ProductionTab;
  /** The `status` query of the list (the error tab also keeps the acknowledged errors). */
  status: string;
  /** Whether the rows can be acknowledged (error) rather than remade. */
  acknowledge: boolean;
}

export const PRODUCTION_TAB_CONFIG: readonly ProductionTabConfig[] = [
  { tab: 'delivered', status: PRODUCTION_TABS.delivered.join(','), acknowledge: false },
  { tab: 'error', status: PRODUCTION_TABS.error.join(','), acknowledge: true },
  { tab: 'canceled', status: PRODUCTION_TABS.canceled.join(','), acknowledge: false },
];

export function productionTab(tab: string | undefined): ProductionTabConfig | undefined {
  return PRODUCTION_TAB_CONFIG.find((config) => config.tab === tab);
}
