import type { BarVersion } from '@bar/domain';
import type { SelectedBar } from '../../../lib/bar-queries';

/** A selected bar as GET /api/ubar/bars/current answers it (after `_id` → `id`), online by default. */
export function barFixture(overrides: Partial<SelectedBar> & { version?: BarVersion } = {}): SelectedBar {
  const version = overrides.version ?? 'ms3.1';
  return {
    id: 'bar-1',
    name: 'Milano Duomo',
    version,
    open: true,
    hidden: false,
    blocked: false,
    status: 'RUNNING',
    liveCheck: new Date().toISOString(),
    placeName: 'Piazza del Duomo',
    latitude: 45.4,
    longitude: 9.1,
    createdAt: '2025-01-01T00:00:00.000Z',
    enableDrinkBuilder: false,
    theme: 'auto',
    timeZone: 'Europe/Rome',
    conveyors: version === 'ms1' ? 3 : 0,
    features: { bottles: true, bibs: false, granulars: false, garnish: false, leaves: false, ice: false, coffee: false },
    instanceInfos: { placeName: 'Piazza del Duomo' },
    geoPosition: { lat: 45.4, lng: 9.1 },
    roboticSystem: { danceMode: false, ghostMode: true, maintenanceMode: false, automaticConveyor: false, cupError: false, cups: [] },
    paymentSettings: {
      currency: { currencyNameISO: 'EUR', currencySymbolLeft: true },
      taxes: { percentage: 0, included: true, showAtCheckout: false },
      tips: { percentage: 0, included: false, showAtCheckout: false },
      voucherEnabled: false,
    },
    security: { minAgeForDrink: 18, maxAllowedAlcoholPartsEnabled: false, maxAllowedAlcoholPercEnabled: false, serviceNameIntegration: 'none' },
    bottleAlarm: [],
    bottleWarning: [],
    robots: [
      { id: 'r1', tagName: 'R1', displayName: 'Toni Left', status: 'RUNNING', enabled: true },
      { id: 'r2', tagName: 'R2', displayName: 'Toni Right', status: 'RUNNING', enabled: true },
    ],
    ...overrides,
  };
}
