import type { Dashboard } from '@bar/domain';
import type { FetchStub, StubHandler, StubRequest } from '../../../test/fetch-stub';

export const EMPTY_DASHBOARD: Dashboard = { totalOrders: 0, totalAmount: 0, sales: [], drinks: [], categories: [], ingredients: [] };

/** The screen's reads: recent commands and today's dashboard. */
const COMMANDS = 'GET /api/ubar/commands/';
const TODAY = 'GET /api/uorder/drink/today';
/** Every control call of the activity screen: bar commands and settings, robot actions, the viz. */
const CONTROL_ROUTES = [
  'POST /api/ubar/bars/:command',
  'PATCH /api/ubar/bars/:id/:setting',
  'PUT /api/uBar/robots/:id/:action',
  'POST /api/ubender/zoidberg/:command',
];

/**
 * Makes `server` answer the activity screen: its reads (recent commands, today's `dashboard`) and
 * its control calls (`command`; default: the bar acknowledged). Returns a function giving every
 * request sent so far but the reads.
 */
export function activityServer(server: FetchStub, { dashboard = EMPTY_DASHBOARD, command }: { dashboard?: Dashboard; command?: StubHandler } = {}) {
  const answer: StubHandler = command ?? (() => ({ id: 'c1', status: 'acknowledged' }));
  server.on({
    [COMMANDS]: { data: [], count: 0, page: 0, perPage: 8 },
    [TODAY]: dashboard,
    ...Object.fromEntries(CONTROL_ROUTES.map((route) => [route, answer])),
  });
  return (): StubRequest[] => {
    const reads = new Set([...server.requests(COMMANDS), ...server.requests(TODAY)]);
    return server.requests().filter((request) => !reads.has(request));
  };
}
