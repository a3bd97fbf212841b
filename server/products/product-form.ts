/**
 * Reads a multipart product form (an `image` file and a `product` JSON part) before validation: the JSON becomes the
 * request body, so the route's zod schema checks it exactly like a JSON request, and the picture's bytes are kept
 * for the handler. Sizes are bounded while reading, so an oversized upload is cut off rather than buffered.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from '../../shared/products.ts';
import { AppError, badRequest } from '../errors.ts';
import { createJsonParser } from '../security/json-body.ts';

const PRODUCT_PART_MAX_BYTES = 64 * 1024;
const IMAGE_NOT_A_FILE = 'The image must be sent as a file.';
const ONLY_TWO_PARTS = 'Send one "image" file and one "product" JSON part, nothing else.';
const MALFORMED = 'The multipart form is malformed or cut off; send one "image" file and one "product" JSON part.';
const NOT_JSON = 'The "product" part is not valid JSON.';
const NOT_MULTIPART = 'Send the product as multipart/form-data with an "image" file and a "product" JSON part.';

/**
 * Registers multipart parsing in the calling plugin's scope only (every other route keeps refusing it), and answers
 * the hook that reads the form and where to find the picture afterwards.
 */
export async function productForms(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 2, parts: 2, fieldSize: PRODUCT_PART_MAX_BYTES },
  });
  const images = new WeakMap<FastifyRequest, Buffer>();
  const parseJson = createJsonParser(app);

  async function readForm(request: FastifyRequest) {
    let product: string | undefined;
    for await (const part of request.parts()) {
      if (part.fieldname === 'image') {
        if (part.type !== 'file') throw badRequest(IMAGE_NOT_A_FILE, { fields: { image: IMAGE_NOT_A_FILE } });
        images.set(request, await part.toBuffer());
      } else if (part.fieldname === 'product') {
        // Browsers send a JSON Blob as a file part, plain form fields as a value: both are fine. A field typed
        // application/json arrives already parsed; it is read again as text, so it passes the same JSON checks.
        if (part.type === 'file') product = (await part.toBuffer()).toString('utf8');
        else if (part.valueTruncated) throw badRequest('The product part is too large.');
        else product = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      } else {
        throw badRequest(ONLY_TWO_PARTS);
      }
    }
    if (product === undefined) throw badRequest('The "product" JSON part is missing.');
    try {
      request.body = await parseJson(request, product);
    } catch (error) {
      // Too deep says so itself; anything else the parser refused is simply not usable JSON.
      if (error instanceof AppError) throw error;
      throw badRequest(NOT_JSON);
    }
  }

  /** `required`: refuse anything but multipart (create); otherwise JSON requests pass through untouched (update). */
  function readProductForm({ required }: { required: boolean }): preValidationAsyncHookHandler {
    return async (request) => {
      if (!request.isMultipart()) {
        if (required) throw new AppError(415, NOT_MULTIPART);
        return;
      }
      try {
        await readForm(request);
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError(413, IMAGE_TOO_LARGE, { fields: { image: IMAGE_TOO_LARGE } });
        }
        if (
          error instanceof app.multipartErrors.FilesLimitError ||
          error instanceof app.multipartErrors.FieldsLimitError ||
          error instanceof app.multipartErrors.PartsLimitError
        ) {
          throw badRequest(ONLY_TWO_PARTS);
        }
        // A field typed application/json that the parser refused (not JSON, or a prototype key): the client's mistake.
        if ((error as { code?: string }).code === 'FST_INVALID_JSON_FIELD_ERROR') throw badRequest(NOT_JSON);
        // The parser (busboy) reports a broken form - no boundary, cut off mid-part - as a bare Error: the client's
        // mistake, not ours. Errors that carry a status already say what went wrong.
        if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
        throw badRequest(MALFORMED);
      }
    };
  }

  return { readProductForm, imageOf: (request: FastifyRequest) => images.get(request) ?? null };
}
