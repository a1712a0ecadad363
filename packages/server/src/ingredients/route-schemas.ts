import { z } from 'zod';
import { DEFAULT_PER_PAGE, pagingQuerySchema } from '@bar/domain';

/** What the generic ingredient routes need of a kind's domain schemas. */
export interface KindSchemas {
  create: z.ZodObject;
  patch: z.ZodObject;
  view: z.ZodObject;
}

export const ingredientIdParams = z.object({ id: z.uuid('The ingredient id is not a valid id.') });

/** Paging query of the ingredient lists: perPage defaults to 2 (SPEC §9 "ingredient stores 2"). */
export const ingredientListQuery = pagingQuerySchema.extend({
  perPage: pagingQuerySchema.shape.perPage.unwrap().default(DEFAULT_PER_PAGE.ingredients),
  barId: z.uuid('The bar id is not a valid id.').optional(),
  bar: z.uuid('The bar id is not a valid id.').optional(),
});
