import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { HttpError, notFound } from '../../../lib/http-error.js';
import { encodeImage, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from './image.js';

const uploadSchema = z.object({ id: z.uuid(), url: z.string(), width: z.number().int(), height: z.number().int() });
const idParams = z.strictObject({ id: z.uuid() });

const missing = () => new HttpError(400, 'Choose an image to upload (the multipart field "file").').coded('upload_missing');
const tooLarge = () => new HttpError(413, `That file is too large: the limit is ${MAX_UPLOAD_MB} MB.`).coded('upload_too_large', { maxMb: MAX_UPLOAD_MB });

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/** /api/uploads: the owner uploads images; anyone reads them by id. */
const route: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed on these routes only; one file, nothing else of any size.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 } });

  app.post('/images', {
    config: { access: 'owner' },
    bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    schema: {
      tags: ['uploads', 'staff'],
      summary: 'Owner: upload an image (multipart field "file": JPEG, PNG or WebP, at most 5 MB); stored as WebP at most 1600 px wide, without metadata',
      consumes: ['multipart/form-data'],
      response: { 201: uploadSchema, ...errorResponses(400, 401, 403, 413, 415) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw missing();
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part) throw missing();
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw missing();
        }
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        if (
          error instanceof app.multipartErrors.FilesLimitError ||
          error instanceof app.multipartErrors.PartsLimitError ||
          error instanceof app.multipartErrors.FieldsLimitError
        )
          throw tooLarge();
        throw error;
      }
      if (bytes.length === 0) throw missing();
      const image = await encodeImage(bytes);
      const stored = await app.uploads.store(image, request.user.id);
      request.log.info({ ownerId: request.user.id, uploadId: stored.id, bytes: image.bytes.length }, 'image uploaded');
      return reply.code(201).send(stored);
    },
  });

  app.get('/:id', {
    // Cached publicly for a year: no CSRF cookie is armed on it.
    config: { csrf: false },
    schema: {
      tags: ['uploads'],
      summary: 'An uploaded image (image/webp), cached for a year; 304 when If-None-Match names its ETag',
      params: idParams,
      response: { 200: z.any().describe('image/webp'), 304: z.undefined(), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const upload = await app.uploads.find(request.params.id);
      if (!upload) throw notFound('That image no longer exists.').coded('upload_not_found');
      void reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', upload.etag);
      if (matches(request.headers['if-none-match'], upload.etag)) return reply.code(304).send();
      return reply.type(upload.contentType).send(upload.bytes);
    },
  });
};

export default route;
