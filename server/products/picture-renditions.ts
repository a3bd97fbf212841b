/**
 * Turns an accepted upload into the files the menu shows (see shared/product-pictures.ts): cropped to 4:3, turned
 * upright from its EXIF orientation, stripped of its metadata (a phone photo carries where it was taken), WebP at
 * each shown width and a JPEG fallback, or PNG when the picture has transparency that JPEG would lose.
 *
 * sharp is loaded on the first upload: it is large, and most starts of the server never need it.
 */
import type { default as createSharp, Sharp } from 'sharp';
import { FALLBACK_WIDTH, PICTURE_WIDTHS, pictureHeight } from '../../shared/product-pictures.ts';
import { badRequest } from '../errors.ts';
import { DAMAGED_IMAGE } from './image-type.ts';

export interface Rendition {
  /** The file name's tail after the picture's id, e.g. "-400.webp". */
  suffix: string;
  bytes: Buffer;
}

const WEBP_QUALITY = 78;
/** sharp's default (4) takes about twice as long for files only 3-4 % smaller (measured on photos). */
const WEBP_EFFORT = 2;
const JPEG_QUALITY = 82;
const LARGEST = Math.max(...PICTURE_WIDTHS, FALLBACK_WIDTH);

let loading: Promise<{ default: typeof createSharp }> | null = null;
export const loadSharp = () => (loading ??= import('sharp'));

/** The fallback first, then the WebP renditions. Bytes that do not decode are the client's problem: a 400. */
export async function renderPicture(upload: Buffer): Promise<Rendition[]> {
  const { default: sharp } = await loadSharp();
  let master: Sharp;
  let opaque: boolean;
  try {
    // Decoded and cropped once at the largest size; every rendition is scaled down from that.
    const { data, info } = await sharp(upload)
      .rotate()
      .resize(LARGEST, pictureHeight(LARGEST), { fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    master = sharp(data, { raw: info });
    opaque = info.channels < 4 || (await master.stats()).isOpaque;
  } catch {
    throw badRequest(DAMAGED_IMAGE, { fields: { image: DAMAGED_IMAGE } });
  }
  const encode = async (width: number, format: 'webp' | 'jpg' | 'png'): Promise<Rendition> => {
    const scaled = master.clone().resize(width, pictureHeight(width));
    const encoder =
      format === 'webp'
        ? scaled.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        : format === 'jpg'
          ? scaled.jpeg({ quality: JPEG_QUALITY })
          : scaled.png();
    return { suffix: `-${width}.${format}`, bytes: await encoder.toBuffer() };
  };
  return Promise.all([
    encode(FALLBACK_WIDTH, opaque ? 'jpg' : 'png'),
    ...PICTURE_WIDTHS.map((width) => encode(width, 'webp')),
  ]);
}
