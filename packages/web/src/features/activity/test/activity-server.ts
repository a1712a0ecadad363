import type { BarForecastView, Dashboard } from '@bar/domain';
import type { FetchStub, StubHandler, StubRequest } from '../../../test/fetch-stub';

export const EMPTY_DASHBOARD: Dashboard = { totalOrders: 0, totalAmount: 0, sales: [], drinks: [], categories: [], ingredients: [] };

/** A forecast with nothing running out: the next-to-run-out panel says so. */
export const QUIET_FORECAST: BarForecastView = {
  barId: 'b1',
  barName: 'Bar',
  timeZone: 'UTC',
  now: '2026-06-01T19:00:00.000Z',
  opensAt: '2026-06-01T10:00:00.000Z',
  closesAt: '2026-06-02T02:00:00.000Z',
  openNow: true,
  dispensers: [],
  recipes: [],
};

/** The screen's reads: recent commands, today's dashboard and the run-out forecast. */
const COMMANDS = 'GET /api/ubar/commands/';
const TODAY = 'GET /api/uorder/drink/today';
const FORECAST = 'GET /api/forecast/bar';
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
export function activityServer(
  server: FetchStub,
  { dashboard = EMPTY_DASHBOARD, command, forecast = QUIET_FORECAST }: { dashboard?: Dashboard; command?: StubHandler; forecast?: BarForecastView } = {},
) {
  const answer: StubHandler = command ?? (() => ({ id: 'c1', status: 'acknowledged' }));
  server.on({
    [COMMANDS]: { data: [], count: 0, page: 0, perPage: 8 },
    [TODAY]: dashboard,
    [FORECAST]: forecast,
    ...Object.fromEntries(CONTROL_ROUTES.map((route) => [route, answer])),
  });
  return (): StubRequest[] => {
    const reads = new Set([...server.requests(COMMANDS), ...server.requests(TODAY), ...server.requests(FORECAST)]);
    return server.requests().filter((request) => !reads.has(request));
  };
}
