import type { Dashboard } from '@bar/domain';
import { vi } from 'vitest';
import type { ApiOptions } from '../../../lib/api-client';

export const EMPTY_DASHBOARD: Dashboard = { totalOrders: 0, totalAmount: 0, sales: [], drinks: [], categories: [], ingredients: [] };

export interface Call {
  path: string;
  options: ApiOptions;
}

/**
 * Answers the activity screen's reads (recent commands, dashboard) and records every call;
 * `command` answers the control calls (default: the bar acknowledged).
 */
export function activityApi(
  apiMock: ReturnType<typeof vi.fn>,
  { dashboard = EMPTY_DASHBOARD, command }: { dashboard?: Dashboard; command?: (call: Call) => Promise<unknown> } = {},
) {
  const calls: Call[] = [];
  apiMock.mockImplementation(async (path: string, options: ApiOptions = {}) => {
    if (path === '/ubar/commands/') return { data: [], count: 0, page: 0, perPage: 8 };
    if (path === '/uorder/drink/today') return dashboard;
    const call = { path, options };
    calls.push(call);
    if (command) return command(call);
    return { id: 'c1', status: 'acknowledged' };
  });
  return calls;
}
