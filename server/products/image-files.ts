/**
 * Product pictures on disk, under DATA_DIR/uploads and served from /uploads. Names are random and made here, so
 * nothing the sender chose reaches the file system or decides the Content-Type a picture is served with. A picture
 * is several files (its renditions, see shared/product-pictures.ts) and is stored whole or not at all.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pictureFiles } from '../../shared/product-pictures.ts';
import type { Rendition } from './picture-renditions.ts';

/**
 * Only pictures saved by this module match: with renditions, or a single file from before renditions existed. The
 * demo pictures (demo-*.svg) never do, so they are never removed.
 */
const SAVED_HERE = /^\/uploads\/[0-9a-f]{32}(?:-\d+)?\.(?:png|jpg|webp|gif)$/;

export function createImageFiles(uploadsDir: string, log: FastifyBaseLogger) {
  const fileOf = (url: string) => path.join(uploadsDir, path.basename(url));

  async function removeFiles(urls: readonly string[]) {
    await Promise.all(urls.map((url) => fs.rm(fileOf(url), { force: true })));
  }

  return {
    /** Writes every rendition and answers the path the API gives for the picture (its first rendition). */
    async save(renditions: readonly Rendition[]): Promise<string> {
      const id = randomBytes(16).toString('hex');
      const urls = renditions.map(({ suffix }) => `/uploads/${id}${suffix}`);
      await fs.mkdir(uploadsDir, { recursive: true });
      try {
        await Promise.all(
          renditions.map(({ bytes }, i) => fs.writeFile(fileOf(urls[i]!), bytes, { flag: 'wx', mode: 0o644 })),
        );
      } catch (error) {
        // A full disk can refuse the third file after taking two: no half picture stays behind.
        await removeFiles(urls);
        throw error;
      }
      return urls[0]!;
    },

    /**
     * Deletes a picture saved here that nothing uses any more, with its renditions. Runs after the change is
     * committed, so a failure only leaves stray files behind: it is logged, never reported to the admin as a failed
     * change.
     */
    async remove(imagePath: string): Promise<void> {
      if (!SAVED_HERE.test(imagePath)) return;
      try {
        await removeFiles(pictureFiles(imagePath));
      } catch (error) {
        log.warn({ err: error, imagePath }, 'could not remove an unused product picture');
      }
    },
  };
}
export type ImageFiles = ReturnType<typeof createImageFiles>;
