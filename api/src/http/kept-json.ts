// An answer kept as the JSON text sent (a micro-cached page every viewer gets alike: the member map,
// a page of trail locations) and, the first time a client that takes gzip asks, gzipped once: a
// kept answer of hundreds of KB costs neither serialising nor compressing again while it is kept.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface KeptJson {
  json: string;
  gzipped?: Promise<Buffer>;
}

const gzipAsync = promisify(gzip);

/** Below this, gzip saves less than its headers and time cost. */
const GZIP_FROM_BYTES = 1024;

/** Sends the kept JSON, gzipped when the client takes it (a browser always does). */
export async function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson): Promise<FastifyReply> {
  void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (kept.json.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    kept.gzipped ??= gzipAsync(kept.json, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(await kept.gzipped);
  }
  return reply.send(kept.json);
}
