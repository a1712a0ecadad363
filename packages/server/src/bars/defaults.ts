import type { BarVersion } from '@bar/domain';
import { CONVEYORS_PER_ROBOT } from '@bar/domain';

const noDrinkBuilderPricing = () => ({ fixed: false, rounding: [] as Array<{ from: number; to: number; roundTo: number }> });

/** Settings a newly created bar starts with, before an administrator configures it. */
export function newBarDefaults(version: BarVersion) {
  return {
    conveyors: version === 'ms1' ? CONVEYORS_PER_ROBOT : 0,
    features: { bottles: true, bibs: false, granulars: false, garnish: false, leaves: false, ice: false, coffee: false },
    paymentSettings: {
      currency: { currencyNameISO: 'EUR', currencySymbolLeft: true },
      taxes: { percentage: 0, included: true, showAtCheckout: false },
      tips: { percentage: 0, included: false, showAtCheckout: false },
      drinkBuilder: { alcoholic: noDrinkBuilderPricing(), nonAlcoholic: noDrinkBuilderPricing() },
      voucherEnabled: false,
    },
    roboticSystem: { danceMode: false, ghostMode: false, maintenanceMode: false, automaticConveyor: false, cupError: false, cups: [] },
    security: {
      minAgeForDrink: 18,
      maxAllowedAlcoholPartsEnabled: false,
      maxAllowedAlcoholPercEnabled: false,
      serviceNameIntegration: 'none',
    },
  };
}
