import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { exportRequestCreateSchema, exportRequestSchema, pageSchema, pagingQuerySchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { notFound } from '../http/errors.js';
import { findUserNames } from '../users/repository.js';
import { findExport, insertExport, listExports, toExportRequest } from './repository.js';
import { exportFileName, exportsFolder } from './worker.js';
import { SOURCES } from './sources.js';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** Exports (SPEC §7 "Exports"): requests are stored at once; the worker in this process makes the files. */
export const exportRoutes: FastifyPluginAsyncZod<{ dataDir?: string }> = async (app, opts) => {
  const dataDir = opts.dataDir ?? path.join(os.tmpdir(), 'bar-console-data');

  app.post(
    '/create',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: ['exports'],
        summary: 'Request an export of the selected bar (made in the background)',
        description:
          'search holds the list filters incl. status and the required createdAt {from,to} range, From not after To, at most 3 months (else 400, nothing stored).',
        body: exportRequestCreateSchema,
        response: { 201: exportRequestSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // filters are checked now so that a wrong one is a 400 here, not a failed job later
      SOURCES[input.collectionName].where(request.barId!, input.search);
      const p = request.principal!;
      const user = await findUserNames(app.db, p.userId);
      const userDisplay = user ? `${user.firstName} ${user.lastName}`.trim() || p.email : p.email;
      const row = await insertExport(app.db, { ...input, barId: request.barId!, userId: p.userId, userDisplay });
      app.exportWorker.wake();
      return reply.status(201).send(toExportRequest(row));
    },
  );

  app.get(
    '/',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: ['exports'],
        summary: 'Paged export requests of the bar (query bar or x-bar)',
        querystring: pagingQuerySchema.extend({ bar: z.uuid('The bar id is not a valid id.').optional() }),
        response: { 200: pageSchema(exportRequestSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listExports(app.db, request.barId!, request.query),
  );

  app.get(
    '/download/:id',
    {
      // ARCHITECTURE §3: exports are ADMIN and above, on the bar the call names (x-bar or query bar)
      config: { access: 'manageBar' },
      schema: {
        tags: ['exports'],
        summary: 'The finished file of an export of the bar (query bar or x-bar)',
        params: z.object({ id: z.uuid('The export id is not a valid id.') }),
        querystring: z.object({ bar: z.uuid('The bar id is not a valid id.').optional() }),
        response: { 200: z.any().describe('The file (text/csv or xlsx)'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await findExport(app.db, request.params.id);
      // another bar's export is not one of this bar's: the same answer as an unknown id
      if (!row || row.barId !== request.barId) throw notFound('Export');
      if (row.status !== 'done' || !row.filepath) throw notFound('Export file');
      const file = path.join(exportsFolder(dataDir), exportFileName(row));
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat) throw notFound('Export file');
      const type = row.type === 'excel' ? 'excel' : 'csv';
      const name = `${row.collectionName.toLowerCase()}-export-${row.createdAt.toISOString().slice(0, 10)}.${type === 'excel' ? 'xlsx' : 'csv'}`;
      return reply
        .header('Content-Type', CONTENT_TYPES[type])
        .header('Content-Length', stat.size)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(fs.createReadStream(file));
    },
  );
};
