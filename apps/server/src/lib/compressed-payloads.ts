import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function compress(payload: string, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(payload, { level: 9 });
  return brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
}

/**
 * An `onSend` hook for answers drawn from a small, fixed set of texts (translation catalogues): each is compressed once
 * at the best level and kept, so every later request sends the stored bytes. Not for answers that vary per request,
 * which would fill the memory.
 */
export function compressFixedPayloads() {
  const compressed = new Map<string, Buffer>();
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request);
    if (encoding === null || typeof payload !== 'string' || reply.statusCode !== 200) return payload;
    const key = `${encoding}:${payload}`;
    let body = compressed.get(key);
    if (!body) {
      body = compress(payload, encoding);
      compressed.set(key, body);
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  };
}
