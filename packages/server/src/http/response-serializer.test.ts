import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { drinkSchema, pageSchema } from '@bar/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/harness.js';
import { buildWriters, responseSerializerCompiler, serializerReport } from './response-serializer.js';

const drink = {
  _id: 'a1',
  barId: 'b1',
  type: 'App',
  status: 'delivered',
  priority: false,
  color: null,
  recipe: { name: 'Mojito "fresh"\n', price: 8.5, category: 'Classics', ingredients: [{ name: 'Rum', quantity: 40, type: 'spirit', secret: 'x' }] },
  name: 'Guest </script>',
  deliveryPosition: 3,
  robotSelection: { displayName: 'R1', serial: 'hidden' },
  appOrderId: null,
  error: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:01:00.000Z',
  passwordHash: '$argon2id$never-sent',
};

const listSchema = pageSchema(drinkSchema).extend({ countEstimated: z.boolean() });
const page = { data: [drink, { ...drink, _id: 'a2', name: null, robotSelection: null }], count: 2, page: 1, perPage: 25, countEstimated: false, extra: 1 };

async function answerOf(compiler: typeof responseSerializerCompiler) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(compiler);
  app.get('/page', { schema: { response: { 200: listSchema } } }, async () => page as never);
  const res = await app.inject({ url: '/page' });
  await app.close();
  return res.body;
}

describe('answers written from the route schema', () => {
  it('are byte for byte what the zod check wrote, undeclared fields left out at every depth', async () => {
    const ours = await answerOf(responseSerializerCompiler);
    expect(ours).toBe(await answerOf(zodSerializerCompiler as unknown as typeof responseSerializerCompiler));
    for (const hidden of ['passwordHash', 'argon2', 'serial', 'secret', 'extra']) expect(ours).not.toContain(hidden);
    expect(JSON.parse(ours).data[0].recipe.name).toBe('Mojito "fresh"\n');
  });

  describe('every route of the API', () => {
    let t: TestApp;
    afterAll(async () => t?.close());

    it('has an answer schema compiled once, none left to the per-answer zod check', async () => {
      t = await startTestApp();
      buildWriters();
      expect(serializerReport.compiled).toBeGreaterThan(t.app.guardedRoutes.length);
      expect(serializerReport.zodChecked).toEqual([]);
    }, 120_000);
  });
});
