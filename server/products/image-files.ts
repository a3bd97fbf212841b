/**
 * Product pictures on disk, under DATA_DIR/uploads and served from /uploads. Names are random and made here, with
 * the extension of the type found in the bytes, so nothing the sender chose reaches the file system or decides the
 * Content-Type the picture is served with.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DetectedImage } from './image-type.ts';

/** Only pictures saved by this module match; the demo pictures (demo-*.svg) never do, so they are never removed. */
const SAVED_HERE = /^\/uploads\/[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;

export function createImageFiles(uploadsDir: string, log: FastifyBaseLogger) {
  return {
    /** Writes the picture and answers the path the client loads it from. */
    async save(image: DetectedImage, bytes: Buffer): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
      await fs.mkdir(uploadsDir, { recursive: true });
      await fs.writeFile(path.join(uploadsDir, name), bytes, { flag: 'wx', mode: 0o644 });
      return `/uploads/${name}`;
    },

    /**
     * Deletes a picture saved here that nothing uses any more. Runs after the change is committed, so a failure only
     * leaves a stray file behind: it is logged, never reported to the admin as a failed change.
     */
    async remove(imagePath: string): Promise<void> {
      if (!SAVED_HERE.test(imagePath)) return;
      try {
        await fs.rm(path.join(uploadsDir, path.basename(imagePath)), { force: true });
      } catch (error) {
        log.warn({ err: error, imagePath }, 'could not remove an unused product picture');
      }
    },
  };
}
export type ImageFiles = ReturnType<typeof createImageFiles>;
