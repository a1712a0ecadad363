import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  BAR_IMAGE_FIELDS,
  MAX_IMAGE_BYTES,
  barCreateSchema,
  barDetailSchema,
  barNameMatchSchema,
  barSummarySchema,
  barUpdateSchema,
  pageSchema,
  pagingQuerySchema,
  DEFAULT_PER_PAGE,
  type BarImageField,
  type EffectiveRole,
} from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { sendJsonBytes } from '../http/json-bytes.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { folderImageStore } from '../uploads/image-store.js';
import { contentTypeOf } from '../uploads/image-check.js';
import { createBar, findBarsByName, listBars, listSelectableBars, parseBarUpdate, updateBar, type UploadedImage } from './service.js';

const idParams = z.object({ id: z.uuid('The bar id is not a valid id.') });

export const barRoutes: FastifyPluginAsyncZod<{ dataDir?: string }> = async (app, opts) => {
  const images = folderImageStore(opts.dataDir);
  /** The bar's detail for `role` from the bar record cache, sent as the JSON text it keeps (no second serialisation). */
  const sendDetail = async (reply: FastifyReply, id: string, role: EffectiveRole) => {
    const json = await app.barRecords.json(id, role);
    if (json === undefined) throw notFound('Bar');
    return sendJsonBytes(reply, json);
  };

  app.get(
    '/',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['bars'],
        summary: 'Paged list of every bar',
        querystring: pagingQuerySchema.extend({ perPage: pagingQuerySchema.shape.perPage.unwrap().default(DEFAULT_PER_PAGE.bars) }),
        response: { 200: pageSchema(barSummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listBars(app.db, request.query),
  );

  app.get(
    '/avail',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['bars'], summary: 'Bars the caller may select', response: { 200: z.array(barSummarySchema), ...errorResponses(401) } },
    },
    (request) => {
      const p = request.principal!;
      return listSelectableBars(app.db, p.superadmin ? 'all' : p.roles.map((r) => r.barId));
    },
  );

  app.get(
    '/byName',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['bars'],
        summary: 'Bars whose name contains the text (role editor suggestions)',
        querystring: z.object({ name: z.string().trim().max(120, 'name is at most 120 characters').default('') }),
        response: { 200: z.array(barNameMatchSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => findBarsByName(app.db, request.query.name),
  );

  app.get(
    '/current',
    {
      config: { access: 'viewBar', hot: ({ barId, role }) => app.barRecords.heldJson(barId!, role) },
      schema: { tags: ['bars'], summary: 'The selected bar (x-bar)', response: { 200: barDetailSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    // a held bar is answered at once, without a promise (budget B1); the guard gave the id in lower case
    (request, reply) => {
      const held = app.barRecords.heldJson(request.barId!, request.role);
      if (held === undefined) return sendDetail(reply, request.barId!, request.role);
      sendJsonBytes(reply, held);
    },
  );

  app.post(
    '/create',
    {
      config: { access: 'administer' },
      schema: { tags: ['bars'], summary: 'Create a bar', body: barCreateSchema, response: { 201: barDetailSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const id = await createBar(app.db, request.body);
      return sendDetail(reply.status(201), id, request.role);
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['bars'],
        summary: 'One bar with its settings',
        params: idParams,
        response: { 200: barDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request, reply) => sendDetail(reply, request.params.id, request.role),
  );

  // multipart is read by this route only; registered here so its hooks do not run on every other bars route
  await app.register(async (context) => {
    const saving = context.withTypeProvider<ZodTypeProvider>();
    await saving.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: BAR_IMAGE_FIELDS.length, fields: 4, fieldSize: 1_048_576, parts: 8, headerPairs: 100 },
    });

    saving.put(
      '/:id',
      {
        config: { access: 'manageBar', barParam: 'id' },
        schema: {
          tags: ['bars'],
          summary: 'Save bar settings (also MyBar): multipart `data` JSON + coverImage/logo/logoBW files, or a JSON body',
          description:
            'Body: barUpdateSchema. Each field sent must be editable by the caller (ADMIN info/state, MSMAINT robotic settings, MSADMIN payment and security, SUPERADMIN features and flags), else 403 and nothing changes.',
          params: idParams,
          response: { 200: barDetailSchema, ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request, reply) => {
        const { input, files } = await readUpdate(request);
        const barId = request.params.id;
        await updateBar(app.db, images, { barId, role: request.role, input: parseBarUpdate(input), files, secrets: app.secrets });
        // principals carry the bar's name (whoami), the bar record everything else: every instance reads them again
        await app.principals.changed({ kind: 'bar', id: barId });
        await app.barRecords.changed(barId);
        // every console of the bar gets the least privileged view; a failed publish does not undo the save
        const shared = await app.barRecords.reload(barId, app.db);
        if (shared)
          await app.live.publishToConsoles(barId, { type: 'bar', payload: shared }).catch((err) => request.log.warn({ err }, 'bar update not published'));
        return sendDetail(reply, barId, request.role);
      },
    );
  });

  app.get(
    '/:id/images/:file',
    {
      // images are shown by <img> tags, which send no token; file names are random and unguessable
      config: { access: 'public' },
      schema: { tags: ['bars'], summary: 'A bar image', params: z.object({ id: z.uuid('The bar id is not a valid id.'), file: z.string().max(100) }) },
    },
    async (request, reply) => {
      const bytes = await images.read(request.params.id, request.params.file);
      const type = contentTypeOf(request.params.file);
      if (!bytes || !type) throw notFound('Image');
      return reply
        .header('Content-Type', type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="${request.params.file}"`)
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};

/** The update body and image files from a multipart form (`data` + files) or a JSON body. */
async function readUpdate(request: FastifyRequest): Promise<{ input: unknown; files: UploadedImage[] }> {
  // only a missing body means "nothing to change"; an explicit JSON null is refused like any non-object
  if (!request.isMultipart()) return { input: request.body === undefined ? {} : request.body, files: [] };
  let input: unknown = {};
  const files: UploadedImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const field = part.fieldname as BarImageField;
        if (!(BAR_IMAGE_FIELDS as readonly string[]).includes(field)) throw badRequest(`Unexpected file "${part.fieldname}": send coverImage, logo or logoBW.`);
        if (files.some((f) => f.field === field)) throw badRequest(`Send one ${field} image only.`);
        files.push({ field, bytes: await part.toBuffer() });
      } else if (part.fieldname === 'data') {
        try {
          input = JSON.parse(String(part.value));
        } catch {
          throw badRequest('The data field must be the bar as JSON.');
        }
      } else {
        throw badRequest(`Unexpected field "${part.fieldname}": send the bar as the data field.`);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(413, 'Too many parts: send data and at most one coverImage, logo and logoBW.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') throw badRequest('The multipart form is malformed.');
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw new AppError(status, 'The multipart form could not be read.');
    // busboy refuses a broken form (no boundary, a cut-off part) with a plain Error and no code
    if (!status && /^(Multipart: |Unexpected end of |Malformed )/.test((err as Error).message ?? '')) throw badRequest('The multipart form is malformed.');
    throw err;
  }
  return { input, files };
}

export { barUpdateSchema };
