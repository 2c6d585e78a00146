// An uploaded image (a club's cover or avatar, a member's avatar or banner) sent to the browser:
// never sniffed as anything else, never run as a page, and cached for good, since a new image
// always gets a new name.
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { KINDS, type FileKind } from './file-inspection';

export function sendStoredImage(reply: FastifyReply, stream: Readable, kind: FileKind): FastifyReply {
  return reply
    .header('Content-Type', KINDS[kind].mimeType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'")
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .send(stream);
}
