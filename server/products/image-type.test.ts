import { describe, expect, it } from 'vitest';
import { gif, jpeg, png, webp } from '../../tests/images.ts';
import { NOT_AN_IMAGE } from '../../shared/products.ts';
import { DAMAGED_IMAGE, detectImage } from './image-type.ts';

const samples = [
  { name: 'PNG', bytes: png(5, 2), mime: 'image/png', width: 5, height: 2 },
  { name: 'JPEG', bytes: jpeg(640, 480), mime: 'image/jpeg', width: 640, height: 480 },
  { name: 'WebP', bytes: webp(), mime: 'image/webp', width: 1, height: 1 },
  { name: 'GIF', bytes: gif(), mime: 'image/gif', width: 1, height: 1 },
];

describe('detectImage', () => {
  it.each(samples)('knows a $name and its size from the bytes', ({ bytes, mime, width, height }) => {
    expect(detectImage(bytes)).toEqual({ ok: true, image: expect.objectContaining({ mime, width, height }) });
  });

  it.each(samples)('refuses every cut-short $name', ({ bytes }) => {
    for (let length = 0; length < bytes.length; length += 1) {
      const check = detectImage(bytes.subarray(0, length));
      expect(check.ok, `first ${length} of ${bytes.length} bytes`).toBe(false);
      expect([NOT_AN_IMAGE, DAMAGED_IMAGE]).toContain(check.ok ? null : check.problem);
    }
  });

  it('refuses a PNG whose data was altered after it was written', () => {
    const bytes = png();
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 0xff;
    expect(detectImage(bytes)).toEqual({ ok: false, problem: DAMAGED_IMAGE });
  });

  it('refuses what is not one of the four types, whatever it claims', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<!doctype html>', 'BM6\0\0\0', '%PDF-1.7', '']) {
      expect(detectImage(Buffer.from(text))).toEqual({ ok: false, problem: NOT_AN_IMAGE });
    }
  });
});
