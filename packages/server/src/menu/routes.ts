import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categorySortingSchema,
  coffeeGroupSchema,
  listQueryObject,
  pageSchema,
  recipeCategoryCreateSchema,
  recipeCategoryPatchSchema,
  recipeCategorySchema,
  recipeCreateSchema,
  recipePatchSchema,
  recipeSchema,
  recipeSortingSchema,
} from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import * as repo from './repository.js';
import { toCategory } from './record.js';
import * as service from './service.js';

const params = z.object({ id: z.uuid('The id is not a valid id.') });
const barBody = z.object({ barId: z.string().optional() }).nullish();
/** Menus are short and drag-reordered as a whole, so one page may hold them all (SPEC §7: perPage 10000). */
const MENU_PER_PAGE_MAX = 10_000;
const menuPaging = {
  barId: z.string().optional(),
  page: z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(0, 'page must be 0 or more').default(0),
  perPage: z.coerce
    .number({ error: 'perPage must be a whole number' })
    .int('perPage must be a whole number')
    .min(1)
    .max(MENU_PER_PAGE_MAX, `perPage must be at most ${MENU_PER_PAGE_MAX}`)
    .default(MENU_PER_PAGE_MAX),
};
const menuListQuery = listQueryObject(menuPaging);
const recipeListQuery = menuListQuery.extend({ categoryId: z.uuid('categoryId is not a valid id') });
const deleted = z.object({ _id: z.string(), deleted: z.boolean() });
const sorted = z.object({ updated: z.number().int() });

/** The menu (SPEC §7 "Menu"): recipe categories and recipes. Viewing needs BARMAN, changing ADMIN. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const categoryTags = ['menu: categories'];
  const recipeTags = ['menu: recipes'];

  app.get(
    '/categories/',
    {
      config: { access: 'viewBar' },
      schema: {
        tags: categoryTags,
        summary: "The bar's recipe categories in menu order",
        querystring: menuListQuery,
        response: { 200: pageSchema(recipeCategorySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await repo.listCategories(app.db, request.barId!, page * perPage, perPage);
      return { data: rows.map((r) => toCategory(r.category, r.recipeCount)), count: total, page, perPage };
    },
  );

  app.patch(
    '/categories/sorting',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: categoryTags,
        summary: 'New order numbers of the moved categories',
        body: categorySortingSchema,
        response: { 200: sorted, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.sortRows(app.db, 'categories', request.barId!, request.body.recipeCategories),
  );

  app.post(
    '/categories/create',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: categoryTags,
        summary: 'Add a recipe category at the end of the menu',
        body: recipeCategoryCreateSchema,
        response: { 201: recipeCategorySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createCategory(app.db, request.barId!, request.body)),
  );

  app.get(
    '/categories/:id',
    {
      config: { access: 'viewBar' },
      schema: { tags: categoryTags, summary: 'One recipe category', params, response: { 200: recipeCategorySchema, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => service.getCategory(app.db, request.barId!, request.params.id),
  );

  app.patch(
    '/categories/:id',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: categoryTags,
        summary: 'Edit a recipe category',
        params,
        body: recipeCategoryPatchSchema,
        response: { 200: recipeCategorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.patchCategory(app.db, request.barId!, request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: categoryTags,
        summary: 'Delete a recipe category and its recipes',
        params,
        body: barBody,
        response: { 200: deleted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.removeCategory(app.db, request.barId!, request.params.id),
  );

  app.get(
    '/coffee-groups/',
    {
      // read-only and bar-independent (the catalogue's coffee types), for the recipe form's required choice
      config: { access: 'viewBar' },
      schema: {
        tags: recipeTags,
        summary: 'The coffee recipe groups a coffee recipe chooses from, by name',
        querystring: menuListQuery,
        response: { 200: pageSchema(coffeeGroupSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.listCoffeeGroups(app.db, request.query.page, request.query.perPage),
  );

  app.get(
    '/recipes/',
    {
      config: { access: 'viewBar' },
      schema: {
        tags: recipeTags,
        summary: 'The recipes of a category in menu order, with ingredients availability',
        querystring: recipeListQuery,
        response: { 200: pageSchema(recipeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.listRecipesOf(app.db, request.barId!, request.query.categoryId, request.query.page, request.query.perPage),
  );

  app.patch(
    '/recipes/sorting',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: recipeTags,
        summary: 'New order numbers of the moved recipes only',
        body: recipeSortingSchema,
        response: { 200: sorted, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.sortRows(app.db, 'recipes', request.barId!, request.body.recipes),
  );

  app.post(
    '/recipes/create',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: recipeTags,
        summary: 'Add a recipe at the end of its category',
        body: recipeCreateSchema,
        response: { 201: recipeSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createRecipe(app.db, request.barId!, request.body)),
  );

  app.get(
    '/recipes/:id',
    {
      config: { access: 'viewBar' },
      schema: { tags: recipeTags, summary: 'One recipe', params, response: { 200: recipeSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => service.getRecipe(app.db, request.barId!, request.params.id),
  );

  app.patch(
    '/recipes/:id',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: recipeTags,
        summary: 'Edit a recipe (fields left out keep their value)',
        params,
        body: recipePatchSchema,
        response: { 200: recipeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.patchRecipe(app.db, request.barId!, request.params.id, request.body),
  );

  app.delete(
    '/recipes/:id',
    {
      config: { access: 'manageBar' },
      schema: { tags: recipeTags, summary: 'Delete a recipe', params, body: barBody, response: { 200: deleted, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => service.removeRecipe(app.db, request.barId!, request.params.id),
  );
};
