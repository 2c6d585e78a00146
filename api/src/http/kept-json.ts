// An answer kept as the JSON text sent (a micro-cached page every viewer gets alike: the member map,
// a page of trail locations) and, the first time a client that takes it asks, compressed once (Brotli
// when the client takes it, else gzip): a kept answer of hundreds of KB costs neither serialising
// nor compressing again while it is kept. Compression runs on libuv's threads, off the event loop.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface KeptJson {
  json: string;
  gzipped?: Promise<Buffer>;
  brotli?: Promise<Buffer>;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this, compression saves less than its headers and time cost. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli's quality 9: the 50,000-member map's 1.7 MB of columns in 160 KB (gzip: 300 KB) for about
 * 0.1 s of a libuv thread, once per kept answer; quality 11 saves another 12 % for twenty times the time.
 */
const BROTLI_QUALITY = 9;

/** The codings the client takes (Accept-Encoding), leaving out those it refuses with q=0. */
export function acceptedCodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(?:\.0{0,3})?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

function brotliOf(kept: KeptJson): Promise<Buffer> {
  kept.brotli ??= brotliAsync(kept.json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(kept.json) } });
  return kept.brotli;
}

function gzipOf(kept: KeptJson): Promise<Buffer> {
  kept.gzipped ??= gzipAsync(kept.json, { level: 6 });
  return kept.gzipped;
}

/**
 * The answer with both compressed forms made: for an answer that replaces a kept one while readers
 * are still sent the old (the member map), so that none of them waits for the compression after the swap.
 */
export async function compressedAhead(json: string): Promise<KeptJson> {
  const kept: KeptJson = { json };
  if (json.length >= COMPRESS_FROM_BYTES) await Promise.all([brotliOf(kept), gzipOf(kept)]);
  return kept;
}

/** Sends the kept JSON, compressed when the client takes Brotli or gzip (a browser always does). */
export async function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson): Promise<FastifyReply> {
  void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (kept.json.length < COMPRESS_FROM_BYTES) return reply.send(kept.json);
  const codings = acceptedCodings(request.headers['accept-encoding']);
  if (codings.has('br')) return reply.header('content-encoding', 'br').send(await brotliOf(kept));
  if (codings.has('gzip')) return reply.header('content-encoding', 'gzip').send(await gzipOf(kept));
  return reply.send(kept.json);
}
