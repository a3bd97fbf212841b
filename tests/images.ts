/** Small pictures built in memory, for upload tests: one of each accepted type, valid byte for byte. */
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG a browser can show: `width` x `height` pixels of one RGB colour. */
export function png(width = 4, height = 3, rgb: [number, number, number] = [194, 56, 28]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG with the structure the server checks (SOI, JFIF, frame header, scan, EOI); its scan data is filler. */
export function jpeg(width = 4, height = 3): Buffer {
  const frame = Buffer.from('ffc00011080000000003012200021101031101', 'hex');
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from('ffd8', 'hex'),
    Buffer.from('ffe000104a46494600010100000100010000', 'hex'),
    frame,
    Buffer.from('ffda000c03010002110311003f00', 'hex'),
    Buffer.from('d2cf20a28a2800a28a2800', 'hex'),
    Buffer.from('ffd9', 'hex'),
  ]);
}

/** The classic one-pixel GIF89a. */
export const gif = () =>
  Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');

/** A one-pixel lossless WebP. */
export const webp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
