import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_STREAM_HEADERS, TooManyStreamsError } from '../lib/event-streams.js';
import { body } from './error-handler.js';

/**
 * Answers a request with a Server-Sent Events stream that `open` takes over (checks that can refuse
 * with an ordinary error run before this). The raw response is used: no onSend hook (compression,
 * cache headers) may buffer or touch it. HEAD gets the stream's headers and no body at once.
 * Too many streams from one client: 429 (the client polls instead, and a runaway page cannot hold an
 * instance's sockets); a stream that cannot start (the change feed cannot listen): 503.
 */
export async function replyWithStream(request: FastifyRequest, reply: FastifyReply, label: string, open: () => Promise<void>): Promise<void> {
  reply.hijack();
  reply.raw.setHeader('x-request-id', request.id);
  if (request.method === 'HEAD') {
    reply.raw.writeHead(200, EVENT_STREAM_HEADERS);
    return void reply.raw.end();
  }
  try {
    await open();
  } catch (error) {
    if (error instanceof TooManyStreamsError) {
      reply.raw.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '60' });
      return void reply.raw.end(
        JSON.stringify(
          body(
            429,
            'Too many live views are open from here. Close some tabs, or this one updates every few seconds instead.',
            undefined,
            'too_many_streams',
            undefined,
            request.locale,
          ),
        ),
      );
    }
    request.log.error({ err: error }, `${label} could not start`);
    if (!reply.raw.headersSent) {
      reply.raw.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
      reply.raw.end(JSON.stringify(body(503, 'Live updates are unavailable right now.', undefined, 'live_updates_unavailable', undefined, request.locale)));
    } else {
      reply.raw.end();
    }
  }
}
