/**
 * Decides what an uploaded picture is from its bytes alone: the file name and the declared type are the sender's
 * word, and a browser that trusted them could run an HTML page or an SVG script from our origin. Only PNG, JPEG,
 * WebP and GIF pass, and only when their structure holds from the first byte to the last, so a truncated upload or
 * a script with an image header glued on is refused too.
 */
import { crc32 } from 'node:zlib';
import { NOT_AN_IMAGE } from '../../shared/products.ts';

export interface DetectedImage {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  extension: 'png' | 'jpg' | 'webp' | 'gif';
  width: number;
  height: number;
}

/** Larger pictures can take a customer's browser down (a few kilobytes can decode to gigabytes of pixels). */
export const MAX_IMAGE_SIDE = 10_000;

export const DAMAGED_IMAGE = 'The image file is damaged or incomplete.';
export const OVERSIZED_IMAGE = `The image must be at most ${MAX_IMAGE_SIDE} pixels wide and high.`;

export type ImageCheck = { ok: true; image: DetectedImage } | { ok: false; problem: string };

type Reader = (bytes: Buffer) => { width: number; height: number } | null;

const FORMATS: { magic: (bytes: Buffer) => boolean; type: Omit<DetectedImage, 'width' | 'height'>; read: Reader }[] = [
  {
    magic: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
    type: { mime: 'image/png', extension: 'png' },
    read: readPng,
  },
  {
    magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    type: { mime: 'image/jpeg', extension: 'jpg' },
    read: readJpeg,
  },
  {
    magic: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
    type: { mime: 'image/webp', extension: 'webp' },
    read: readWebp,
  },
  {
    magic: (b) => ['GIF87a', 'GIF89a'].includes(b.toString('latin1', 0, 6)),
    type: { mime: 'image/gif', extension: 'gif' },
    read: readGif,
  },
];

export function detectImage(bytes: Buffer): ImageCheck {
  const format = FORMATS.find((candidate) => candidate.magic(bytes));
  if (!format) return { ok: false, problem: NOT_AN_IMAGE };
  let size: ReturnType<Reader>;
  try {
    size = format.read(bytes);
  } catch {
    // A length field that points past the end makes Buffer's readers throw: the file was cut short.
    size = null;
  }
  if (!size || size.width < 1 || size.height < 1) return { ok: false, problem: DAMAGED_IMAGE };
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) return { ok: false, problem: OVERSIZED_IMAGE };
  return { ok: true, image: { ...format.type, ...size } };
}

/** Chunks from IHDR to IEND, each with a matching CRC, and nothing after IEND. */
function readPng(b: Buffer) {
  let offset = 8;
  let size: { width: number; height: number } | null = null;
  while (offset + 12 <= b.length) {
    const length = b.readUInt32BE(offset);
    const type = b.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > b.length) return null;
    if (b.readUInt32BE(end - 4) !== crc32(b.subarray(offset + 4, end - 4))) return null;
    if (!size) {
      if (type !== 'IHDR' || length !== 13) return null;
      size = { width: b.readUInt32BE(offset + 8), height: b.readUInt32BE(offset + 12) };
    }
    if (type === 'IEND') return end === b.length ? size : null;
    offset = end;
  }
  return null;
}

// Start-of-frame markers, which carry the picture's size (C4, C8 and CC are other segments).
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const JPEG_START_OF_SCAN = 0xda;

/** SOI, segments of consistent length up to the first scan with a frame header before it, and EOI as the last bytes. */
function readJpeg(b: Buffer) {
  let offset = 2;
  let size: { width: number; height: number } | null = null;
  for (;;) {
    if (b[offset] !== 0xff) return null;
    while (b[offset + 1] === 0xff) offset += 1;
    const marker = b.readUInt8(offset + 1);
    // Markers without a length: TEM and RST0-7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = b.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (JPEG_FRAME_MARKERS.has(marker))
      size = { height: b.readUInt16BE(offset + 5), width: b.readUInt16BE(offset + 7) };
    offset += 2 + length;
    if (offset > b.length) return null;
    if (marker === JPEG_START_OF_SCAN) break;
  }
  const endsWithEoi = b.length - offset >= 2 && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;
  return endsWithEoi ? size : null;
}

/** The RIFF size equals the file's, the chunks fill it exactly, and the first one is a VP8, VP8L or VP8X header. */
function readWebp(b: Buffer) {
  if (b.readUInt32LE(4) + 8 !== b.length) return null;
  for (let offset = 12; offset < b.length;) {
    if (offset + 8 > b.length) return null;
    const length = b.readUInt32LE(offset + 4);
    offset += 8 + length + (length % 2);
    if (offset > b.length) return null;
  }
  switch (b.toString('latin1', 12, 16)) {
    case 'VP8 ':
      if (b.readUIntBE(23, 3) !== 0x9d012a) return null;
      return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      if (b[20] !== 0x2f) return null;
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
    default:
      return null;
  }
}

const GIF_EXTENSION = 0x21;
const GIF_IMAGE = 0x2c;
const GIF_TRAILER = 0x3b;

/** Header, colour tables, then extensions and images made of sub-blocks, at least one image, and the trailer last. */
function readGif(b: Buffer) {
  const size = { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let offset = 13 + colourTable(b.readUInt8(10));
  let images = 0;
  const skipSubBlocks = () => {
    for (let blockSize = b.readUInt8(offset++); blockSize > 0; blockSize = b.readUInt8(offset++)) offset += blockSize;
  };
  for (;;) {
    const block = b.readUInt8(offset);
    if (block === GIF_TRAILER) return images > 0 && offset + 1 === b.length ? size : null;
    if (block === GIF_EXTENSION) {
      offset += 2;
    } else if (block === GIF_IMAGE) {
      offset += 10 + colourTable(b.readUInt8(offset + 9)) + 1;
      images += 1;
    } else {
      return null;
    }
    skipSubBlocks();
  }
}
