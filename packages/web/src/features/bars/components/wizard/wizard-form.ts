import { z } from 'zod';
import type { DefaultValues } from 'react-hook-form';
import { BAR_FEATURES, barCreateSchema, type BarFeature } from '@bar/domain';

/** The wizard's form: what POST /ubar/bars/create takes, with the features the Bar Type step sets. */
export const wizardSchema = barCreateSchema.extend({
  features: z.object(Object.fromEntries(BAR_FEATURES.map((f) => [f, z.boolean()])) as Record<BarFeature, z.ZodBoolean>).optional(),
});
export type WizardInput = z.input<typeof wizardSchema>;
export type WizardValues = z.output<typeof wizardSchema>;

/** Fields of the General Info step, validated before moving on. */
export const GENERAL_INFO_FIELDS = ['name', 'instanceInfos.placeName', 'geoPosition.lat', 'geoPosition.lng'] as const;

export const DEFAULT_FEATURES: Record<BarFeature, boolean> = {
  bottles: true,
  bibs: false,
  granulars: false,
  garnish: false,
  leaves: false,
  ice: false,
  coffee: false,
};

export const wizardDefaults = (): DefaultValues<WizardInput> => ({
  name: '',
  instanceInfos: { placeName: '' },
  features: { ...DEFAULT_FEATURES },
});
