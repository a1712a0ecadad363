import type { BarFeature } from '@bar/domain';

/** What each bar feature is called on the creation wizard and the settings form. */
export const FEATURE_LABELS: Record<BarFeature, string> = {
  bottles: 'Bottles',
  bibs: 'Bibs',
  granulars: 'Granulars',
  garnish: 'Garnish',
  leaves: 'Leaves',
  ice: 'Ice',
  coffee: 'Coffee',
};

/** Coordinates are entered to 5 decimals (SPEC §5). */
export const COORDINATE_STEP = 0.00001;
