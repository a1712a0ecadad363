import { parseArgs } from 'node:util';
import { prepareBarFromToken, prepareBarsFromApi } from './api-setup.js';
import { brokerUrlOf, startFleet } from './fleet.js';
import { DEMO_ORDER_PROFILE } from './order-profile.js';

const HELP = `Bar simulator: plays the robot controller of bars through the device protocol.

  npm run simulate -- --url http://127.0.0.1:3000 --email msadmin@demo.bar --password demo-password
  npm run simulate -- --url http://host:port --bar <barId> --bar-token <token> --access-token <user token>

Options:
  --url            server address (default http://127.0.0.1:3000); the broker is its /mqtt
  --email/--password   an MSADMIN or SUPERADMIN account: every bar it may run is simulated
  --bar            only this bar (repeatable)
  --bar-token      bar controller token (POST /api/auth/bar-jwt/{id}) instead of email/password
  --access-token   user token used to read the bar's robots when --bar-token is given
  --speed          simulated time factor (default 1)
  --orders-per-hour  customer orders per bar at its busiest (evening) hour (default 120)
  --seed           seed of the bars' steady order profiles (default 2026): the same seed, the same orders
  --fault-rate     multiplies the cup error, fence trip and empty bottle rates (default 1)
`;

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.SIM_URL ?? 'http://127.0.0.1:3000' },
      email: { type: 'string', default: process.env.SIM_EMAIL },
      password: { type: 'string', default: process.env.SIM_PASSWORD },
      bar: { type: 'string', multiple: true },
      'bar-token': { type: 'string' },
      'access-token': { type: 'string' },
      speed: { type: 'string', default: '1' },
      'orders-per-hour': { type: 'string', default: '120' },
      'fault-rate': { type: 'string', default: '1' },
      seed: { type: 'string', default: String(DEMO_ORDER_PROFILE.seed) },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const speed = Number(values.speed);
  const ordersPerHour = Number(values['orders-per-hour']);
  const faultRate = Number(values['fault-rate']);
  const seed = Number(values.seed);
  if (![speed, ordersPerHour, faultRate, seed].every((n) => Number.isFinite(n) && n >= 0))
    throw new Error('--speed, --orders-per-hour, --fault-rate and --seed must be numbers ≥ 0');

  const base = values.url!;
  let bars;
  if (values['bar-token']) {
    if (values.bar?.length !== 1) throw new Error('--bar-token needs exactly one --bar');
    bars = [await prepareBarFromToken(base, values.bar[0], values['bar-token'], values['access-token'])];
  } else {
    if (!values.email || !values.password) throw new Error(`Give --email and --password (or --bar-token).\n\n${HELP}`);
    bars = await prepareBarsFromApi(base, values.email, values.password, values.bar);
  }
  if (!bars.length) throw new Error('No bar to simulate: the account runs no bar (it needs MSADMIN or SUPERADMIN).');

  const fleet = startFleet({
    brokerUrl: brokerUrlOf(base),
    bars,
    simulation: {
      speed,
      ordersPerHour,
      cupErrorsPerHour: 0.3 * faultRate,
      fenceTripsPerHour: 0.2 * faultRate,
      emptyBottlesPerHour: 0.2 * faultRate,
      orderProfile: { ...DEMO_ORDER_PROFILE, seed },
    },
    log: (m) => console.log(m),
  });
  await fleet.ready;
  console.log(`Simulating ${bars.map((b) => `${b.setup.name} (${b.setup.version})`).join(', ')} through ${brokerUrlOf(base)}`);
  const stop = async () => {
    await fleet.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
