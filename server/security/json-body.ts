/**
 * What a JSON request body may be (decision record 0011): at most 1 MiB, nested at most 32 levels, and free of
 * `__proto__` and `constructor.prototype` keys. Depth is checked on the text before parsing, so a body of a million
 * brackets costs one linear scan and never reaches the parser or a recursive validator.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Forkcast's deepest real body (an order's lines) nests 3 levels; 32 leaves room and stops pathological input. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** True when arrays and objects nest deeper than `max`; brackets inside strings do not count. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      if (++depth > max) return true;
    } else if (char === '}' || char === ']') {
      depth--;
    }
  }
  return false;
}

/**
 * Parses JSON text the way request bodies are parsed: depth first, then Fastify's secure-json-parse, which refuses
 * (rather than silently drops) prototype keys, so a poisoned body is answered 400 instead of half-accepted.
 */
export function createJsonParser(app: FastifyInstance) {
  const secureParse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, text: string): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return reject(badRequest(TOO_DEEP));
      secureParse(request, text, (error, value) => (error ? reject(error) : resolve(value)));
    });
}

/** Replaces Fastify's JSON body parser with the one above, for every route. */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = createJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer) => parse(request, body as string),
  );
}
