/**
 * The restaurant's logo: an uploaded picture checked like a dish's (its bytes decide what it is), drawn into the square
 * icons the pages and the installable web app use. The first is the logo's address; its twin sits beside it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../errors.ts';
import { createImageFiles } from '../products/image-files.ts';
import { DAMAGED_IMAGE, detectImage } from '../products/image-type.ts';
import { loadSharp, type Rendition } from '../products/picture-renditions.ts';

/** The icon sizes a web app manifest wants; the header draws the first. */
export const LOGO_SIZES = [192, 512] as const;

/** The 512 px icon beside the 192 px one whose address is kept. */
export function largeIconOf(logoUrl: string): string {
  return logoUrl.replace(/-192\.png$/, '-512.png');
}

async function renderLogo(upload: Buffer): Promise<Rendition[]> {
  const { default: sharp } = await loadSharp();
  try {
    return await Promise.all(
      LOGO_SIZES.map(async (size) => ({
        suffix: `-${size}.png`,
        // Whole, upright and centred on a square with transparent sides: a wide logo is not cropped.
        bytes: await sharp(upload)
          .rotate()
          .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png()
          .toBuffer(),
      })),
    );
  } catch {
    throw badRequest(DAMAGED_IMAGE, { fields: { logo: DAMAGED_IMAGE } });
  }
}

export function createLogoFiles(uploadsDir: string, log: FastifyBaseLogger) {
  const files = createImageFiles(uploadsDir, log);
  return {
    /** Checks and stores an upload; answers the logo's address. */
    async save(bytes: Buffer): Promise<string> {
      const check = detectImage(bytes);
      if (!check.ok) throw badRequest(check.problem, { fields: { logo: check.problem } });
      return files.save(await renderLogo(bytes));
    },
    /** Removes a replaced logo's icons; a failure leaves stray files only, so it is logged. */
    async remove(logoUrl: string): Promise<void> {
      const names = [logoUrl, largeIconOf(logoUrl)].map((url) => path.join(uploadsDir, path.basename(url)));
      try {
        await Promise.all(names.map((name) => fs.rm(name, { force: true })));
      } catch (error) {
        log.warn({ err: error, logoUrl }, 'could not remove a replaced logo');
      }
    },
  };
}
