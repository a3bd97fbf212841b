import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients, productIngredients, products } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/events.ts';
import type { Product } from '../../shared/menu.ts';
import type { CreateProductBody } from '../../shared/products.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import sharp from 'sharp';
import { gif, jpeg, png, webp } from '../../tests/images.ts';
import { multipart, type Part } from '../../tests/multipart.ts';
import { expectChangedMenu, fetchMenu } from '../../tests/menu-requests.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { NOT_AN_IMAGE } from '../../shared/products.ts';
import { PICTURE_WIDTHS, pictureFiles } from '../../shared/product-pictures.ts';
import { DAMAGED_IMAGE, OVERSIZED_IMAGE } from './image-type.ts';

let t: TestApp;
let admin: string;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor('ADMIN');
  uploads = path.join(t.dataDir, 'uploads');
});
afterAll(() => t.close());

async function tokenFor(role: Role) {
  return sessionToken(t.app, await createUser(t.app, { role }));
}

const validProduct = (overrides: Partial<Record<keyof CreateProductBody, unknown>> = {}) => ({
  name: 'Saffron Kheer',
  category: 'Desserts',
  price: 4.5,
  type: 'veg',
  availability: true,
  ingredients: ['rice', 'milk', 'saffron'],
  description: 'Slow-cooked rice pudding with saffron and cardamom.',
  emotion: 'joy',
  calories: 320,
  spiceLevel: 0,
  allergens: ['dairy'],
  tags: ['dinner', 'sweet'],
  ...overrides,
});

const imagePart = (data: Buffer | string = png(), filename = 'kheer.png', contentType = 'image/png'): Part => ({
  name: 'image',
  data,
  filename,
  contentType,
});

function post(url: string, payload: object | undefined, token: string | null = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function postForm(url: string, parts: Part[], token: string | null = admin) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const create = (product: object = validProduct(), image: Part | null = imagePart(), token?: string | null) =>
  postForm('/product/create', [{ name: 'product', data: JSON.stringify(product) }, ...(image ? [image] : [])], token);

async function created(product: object = validProduct(), image: Part = imagePart()): Promise<Product> {
  const res = await create(product, image);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Product;
}

const menu = async () => (await t.app.inject('/api/products/get/all')).json() as Product[];
const uploadedFiles = () => fs.readdirSync(uploads).sort();
const fileOf = (imageLink: string) => path.join(uploads, path.basename(imageLink));

/** What sharp reads in a stored file: its real format and size, not what its name says. */
async function storedPicture(url: string) {
  const { format, width, height, hasAlpha } = await sharp(fileOf(url)).metadata();
  return { format, width, height, hasAlpha };
}

/** A real photo-like picture in the given format (the hand-built fixtures only hold together structurally). */
function photo(format: 'jpeg' | 'webp') {
  const picture = sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c2381c' } }).composite([
    { input: png(40, 40, [240, 200, 60]), gravity: 'centre' },
  ]);
  return (format === 'jpeg' ? picture.jpeg() : picture.webp()).toBuffer();
}

describe('who may change the menu', () => {
  it('refuses every product route to visitors, customers, workers and riders, and changes nothing', async () => {
    const dish = createProduct(t.app, { name: 'Guarded Dish' });
    const callers: [string | null, number][] = [
      [null, 401],
      [await tokenFor('CUSTOMER'), 403],
      [await tokenFor('WORKER'), 403],
      [await tokenFor('DELIVERY_MAN'), 403],
    ];
    const before = { menu: await menu(), files: uploadedFiles() };
    for (const [token, status] of callers) {
      expect((await create(validProduct(), imagePart(), token)).statusCode).toBe(status);
      const update = { productId: dish.id, name: 'Hacked', category: 'X', price: 1, emotion: 'joy' };
      expect((await post('/product/update', update, token)).statusCode).toBe(status);
      expect(
        (await postForm('/product/update', [{ name: 'product', data: JSON.stringify(update) }, imagePart()], token))
          .statusCode,
      ).toBe(status);
      expect((await post('/product/delete', { productId: dish.id }, token)).statusCode).toBe(status);
    }
    expect(await menu()).toEqual(before.menu);
    expect(uploadedFiles()).toEqual(before.files);
  });
});

describe('POST /api/product/create', () => {
  it('adds the product with its picture and ingredients and answers it as data', async () => {
    const tomato = createProduct(t.app, { name: 'Tomato Soup', ingredients: ['tomato'] });
    const res = await create(
      validProduct({ ingredients: ['  Tomato ', 'Green   Chili', '', 'tomato', { id: 999, name: 'Mint' }] }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; data: Product };
    expect(body.message).toBe('Product added successfully.');
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: 'Saffron Kheer',
      category: 'Desserts',
      price: 4.5,
      emotion: 'joy',
      description: 'Slow-cooked rice pudding with saffron and cardamom.',
      ingredients: [
        { id: expect.any(Number), name: 'tomato' },
        { id: expect.any(Number), name: 'green chili' },
        { id: expect.any(Number), name: 'mint' },
      ],
      availability: true,
      imageLink: expect.stringMatching(new RegExp(`^${t.config.publicUrl}/uploads/[0-9a-f]{32}-800\\.jpg$`)),
      type: 'veg',
      calories: 320,
      spiceLevel: 0,
      allergens: ['dairy'],
      tags: ['dinner', 'sweet'],
      optionGroups: [],
    });
    // An ingredient the kitchen already knows is reused, not duplicated.
    const tomatoId = t.app.db
      .select()
      .from(productIngredients)
      .where(eq(productIngredients.productId, tomato.id))
      .get()!.ingredientId;
    expect(body.data.ingredients[0]!.id).toBe(tomatoId);
    expect(t.app.db.select().from(ingredients).where(eq(ingredients.name, 'tomato')).all()).toHaveLength(1);
    expect(await storedPicture(body.data.imageLink)).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect((await menu()).map((p) => p.id)).toContain(body.data.id);
  });

  it('fills the optional fields with defaults', async () => {
    const { name, category, price, emotion, description, type } = validProduct({ name: 'Plain Naan' });
    const product = await created({ name, category, price, emotion, description, type });
    expect(product).toMatchObject({
      availability: true,
      ingredients: [],
      calories: null,
      spiceLevel: 0,
      allergens: [],
      tags: [],
    });
  });

  it('also takes the product part as a JSON file, as a browser sends a Blob', async () => {
    const res = await postForm('/product/create', [
      {
        name: 'product',
        data: JSON.stringify(validProduct({ name: 'Blob Biryani' })),
        filename: 'blob',
        contentType: 'application/json',
      },
      imagePart(),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Blob Biryani');
  });

  it('also takes the product part as a form field typed application/json, as curl -F sends one', async () => {
    const res = await postForm('/product/create', [
      {
        name: 'product',
        data: JSON.stringify(validProduct({ name: 'Typed Biryani' })),
        contentType: 'application/json',
      },
      imagePart(),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Typed Biryani');
    const poisoned = await postForm('/product/create', [
      { name: 'product', data: '{"__proto__":{"admin":true},"name":"x"}', contentType: 'application/json' },
      imagePart(),
    ]);
    expect(poisoned.statusCode).toBe(400);
  });

  it('stores a picture of each accepted type as WebP renditions at the shown widths and a fallback', async () => {
    const uploads = [
      { bytes: png(), fallback: 'jpeg' },
      { bytes: await photo('jpeg'), fallback: 'jpeg' },
      { bytes: await photo('webp'), fallback: 'jpeg' },
      // The one-pixel GIF's pixel is its transparent colour.
      { bytes: gif(), fallback: 'png' },
    ] as const;
    for (const { bytes, fallback } of uploads) {
      // The name and the declared type are ignored: only the bytes count.
      const product = await created(validProduct(), imagePart(bytes, 'photo.bin', 'application/octet-stream'));
      const extension = fallback === 'jpeg' ? 'jpg' : 'png';
      expect(product.imageLink).toMatch(new RegExp(`^${t.config.publicUrl}/uploads/[0-9a-f]{32}-800\\.${extension}$`));
      const files = pictureFiles(product.imageLink);
      expect(files).toHaveLength(1 + PICTURE_WIDTHS.length);
      expect(await storedPicture(files[0]!)).toEqual({
        format: fallback,
        width: 800,
        height: 600,
        hasAlpha: fallback === 'png',
      });
      for (const [i, width] of PICTURE_WIDTHS.entries()) {
        expect(files[i + 1]).toBe(product.imageLink.replace(`-800.${extension}`, `-${width}.webp`));
        expect(await storedPicture(files[i + 1]!)).toEqual({
          format: 'webp',
          width,
          height: (width * 3) / 4,
          hasAlpha: fallback === 'png',
        });
      }
      for (const [url, mime] of [
        [files[0]!, `image/${fallback}`],
        [files[1]!, 'image/webp'],
      ] as const) {
        const served = await t.app.inject(url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(mime);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['content-security-policy']).toContain('sandbox');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.rawPayload).toEqual(fs.readFileSync(fileOf(url)));
      }
    }
  });

  it('crops to the 4:3 the menu shows, turns a phone photo upright and drops its metadata', async () => {
    // 300 x 600 as stored, red above blue; EXIF orientation 6 says to show it turned a quarter clockwise, 600 x 300
    // with blue on the left and red on the right.
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const sideways = await sharp({ create: { width: 300, height: 600, channels: 3, background: '#00f' } })
      .composite([{ input: red, gravity: 'north' }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const product = await created(validProduct(), imagePart(sideways, 'phone.jpg', 'image/jpeg'));
    const stored = sharp(fileOf(product.imageLink));
    const { width, height, orientation, exif } = await stored.metadata();
    expect({ width, height, orientation, exif }).toEqual({ width: 800, height: 600 });
    const pixels = await stored.raw().toBuffer();
    const colourAt = (x: number, y: number) => {
      const [r, , b] = pixels.subarray((y * 800 + x) * 3);
      return r! > 200 && b! < 60 ? 'red' : b! > 200 && r! < 60 ? 'blue' : 'mixed';
    };
    expect([colourAt(100, 100), colourAt(700, 100)]).toEqual(['blue', 'red']);
  });

  it('keeps transparency: a see-through picture falls back to PNG, and its WebP keeps the alpha', async () => {
    const cutOut = await sharp({
      create: { width: 640, height: 480, channels: 4, background: { r: 200, g: 40, b: 20, alpha: 0.4 } },
    })
      .png()
      .toBuffer();
    const product = await created(validProduct(), imagePart(cutOut, 'cut-out.png'));
    expect(product.imageLink).toMatch(new RegExp(`^${t.config.publicUrl}/uploads/[0-9a-f]{32}-800\\.png$`));
    const [fallback, ...webps] = pictureFiles(product.imageLink);
    expect(await storedPicture(fallback!)).toEqual({ format: 'png', width: 800, height: 600, hasAlpha: true });
    for (const url of webps) expect(await storedPicture(url)).toMatchObject({ format: 'webp', hasAlpha: true });
  });

  it.each([
    ['name', { name: undefined }, 'Name is required.'],
    ['name', { name: '   ' }, 'Name is required.'],
    ['name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['category', { category: undefined }, 'Category is required.'],
    ['category', { category: '' }, 'Category is required.'],
    ['price', { price: undefined }, 'Price is required.'],
    ['price', { price: '4,50' }, 'Price must be a number.'],
    ['price', { price: 0 }, 'Price must be greater than 0.'],
    ['price', { price: -3 }, 'Price must be greater than 0.'],
    ['price', { price: 4.555 }, 'Price can have at most two decimals.'],
    ['price', { price: 100_000 }, 'Price must be at most 10000.'],
    ['emotion', { emotion: undefined }, 'Emotion is required.'],
    ['emotion', { emotion: 'happy' }, 'Emotion must be one of joy, sadness, disgust, fear, neutral, anger.'],
    ['description', { description: undefined }, 'Description is required.'],
    ['description', { description: ' ' }, 'Description is required.'],
    ['type', { type: 'pescatarian' }, 'Type must be one of veg, vegan, non-veg.'],
    ['availability', { availability: 'yes' }, 'Availability must be true or false.'],
    ['ingredients', { ingredients: 'rice, milk' }, 'Ingredients must be a list of names.'],
    ['ingredients.0', { ingredients: [42] }, 'Each ingredient must be a name.'],
    ['ingredients.0', { ingredients: ['x'.repeat(51)] }, 'Each ingredient must be at most 50 characters.'],
    ['calories', { calories: -5 }, 'Calories cannot be negative.'],
    ['spiceLevel', { spiceLevel: 4 }, 'Spice level must be a number from 0 to 3.'],
    ['allergens.0', { allergens: ['glitter'] }, undefined],
    ['tags.0', { tags: ['brunch'] }, undefined],
  ])('refuses a bad %s (%j) and saves nothing', async (field, change, message) => {
    const before = { count: (await menu()).length, files: uploadedFiles() };
    const res = await create(validProduct(change));
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fields: Record<string, string> };
    expect(Object.keys(body.fields)).toContain(field);
    if (message) expect(body.message).toBe(message);
    expect((await menu()).length).toBe(before.count);
    expect(uploadedFiles()).toEqual(before.files);
  });

  it('requires the picture and the product part, and multipart itself', async () => {
    const noImage = await create(validProduct(), null);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({
      message: 'An image is required.',
      fields: { image: 'An image is required.' },
    });

    const textImage = await postForm('/product/create', [
      { name: 'product', data: JSON.stringify(validProduct()) },
      { name: 'image', data: 'iVBORw0KGgo=' },
    ]);
    expect(textImage.statusCode).toBe(400);
    expect(textImage.json().fields).toEqual({ image: 'The image must be sent as a file.' });

    const noProduct = await postForm('/product/create', [imagePart()]);
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().message).toMatch(/"product" JSON part is missing/);

    const badJson = await postForm('/product/create', [{ name: 'product', data: '{name:' }, imagePart()]);
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toMatch(/not valid JSON/);

    const json = await post('/product/create', validProduct());
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);

    const extra = await postForm('/product/create', [
      { name: 'product', data: JSON.stringify(validProduct()) },
      imagePart(),
      { name: 'note', data: 'hello' },
    ]);
    expect(extra.statusCode).toBe(400);
  });
});

describe('upload attacks', () => {
  const truncated = png().subarray(0, png().length - 12);
  const attacks: [string, Part, number, string][] = [
    [
      'an HTML page named .png',
      imagePart('<!doctype html><script>alert(document.cookie)</script>', 'dish.png'),
      400,
      NOT_AN_IMAGE,
    ],
    [
      'an SVG with a script',
      imagePart('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'dish.svg', 'image/svg+xml'),
      400,
      NOT_AN_IMAGE,
    ],
    ['a truncated PNG', imagePart(truncated), 400, DAMAGED_IMAGE],
    [
      'a PNG header followed by a script',
      imagePart(Buffer.concat([png().subarray(0, 33), Buffer.from('<script>alert(1)</script>')])),
      400,
      DAMAGED_IMAGE,
    ],
    [
      'a PNG with HTML after its end',
      imagePart(Buffer.concat([png(), Buffer.from('<html><script>alert(1)</script>')])),
      400,
      DAMAGED_IMAGE,
    ],
    ['a script named x.php.png', imagePart('<?php system($_GET["c"]); ?>', 'x.php.png'), 400, NOT_AN_IMAGE],
    [
      'an HTML page named evil.png.html',
      imagePart('<html><body>hi</body></html>', 'evil.png.html', 'text/html'),
      400,
      NOT_AN_IMAGE,
    ],
    [
      'a JPEG without its end marker',
      imagePart(jpeg().subarray(0, jpeg().length - 2), 'a.jpg', 'image/jpeg'),
      400,
      DAMAGED_IMAGE,
    ],
    // Its markers all hold together, but no decoder can make a picture of what they frame.
    ['a JPEG whose picture data is filler', imagePart(jpeg(), 'a.jpg', 'image/jpeg'), 400, DAMAGED_IMAGE],
    [
      'a GIF without its trailer',
      imagePart(gif().subarray(0, gif().length - 1), 'a.gif', 'image/gif'),
      400,
      DAMAGED_IMAGE,
    ],
    [
      'a WebP whose RIFF size lies',
      imagePart(Buffer.concat([webp(), Buffer.alloc(8)]), 'a.webp', 'image/webp'),
      400,
      DAMAGED_IMAGE,
    ],
    ['a 20,000-pixel-wide PNG', imagePart(png(20_000, 1)), 400, OVERSIZED_IMAGE],
    ['an empty file', imagePart(Buffer.alloc(0)), 400, NOT_AN_IMAGE],
    [
      'a 6 MB file',
      imagePart(Buffer.concat([png(), Buffer.alloc(6 * 1024 * 1024)])),
      413,
      'The image must be at most 5 MB.',
    ],
  ];

  it.each(attacks)('refuses %s and stores nothing', async (_what, image, status, message) => {
    const before = { count: (await menu()).length, files: uploadedFiles() };
    const res = await create(validProduct(), image);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message, fields: { image: message } });
    expect((await menu()).length).toBe(before.count);
    expect(uploadedFiles()).toEqual(before.files);
  });

  it('ignores the name of a real picture: evil.png.html is stored under a random name', async () => {
    const product = await created(validProduct(), imagePart(png(), 'evil.png.html', 'text/html'));
    expect(product.imageLink).toMatch(new RegExp(`^${t.config.publicUrl}/uploads/[0-9a-f]{32}-800\\.jpg$`));
    expect(uploadedFiles().some((name) => name.includes('evil') || name.includes('html'))).toBe(false);
  });

  it('refuses a replacement picture that is not an image and keeps the current one', async () => {
    const product = await created();
    const update = { productId: product.id, name: product.name, category: product.category, price: 7, emotion: 'joy' };
    const res = await postForm('/product/update', [
      { name: 'product', data: JSON.stringify(update) },
      imagePart('<svg onload="alert(1)"/>', 'new.png'),
    ]);
    expect(res.statusCode).toBe(400);
    const after = (await menu()).find((p) => p.id === product.id)!;
    expect(after).toMatchObject({ imageLink: product.imageLink, price: product.price });
    expect(fs.existsSync(fileOf(product.imageLink))).toBe(true);
  });
});

describe('POST /api/product/update', () => {
  const required = (product: Product) => ({
    productId: product.id,
    name: product.name,
    category: product.category,
    price: product.price,
    emotion: product.emotion,
  });

  it('changes the given fields, keeps the others and answers PRODUCT_UPDATED', async () => {
    const product = await created();
    const res = await post('/product/update', {
      ...required(product),
      name: 'Royal Kheer',
      price: 5.25,
      emotion: 'sadness',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product Updated Successfully', data: 'PRODUCT_UPDATED' });
    const after = (await menu()).find((p) => p.id === product.id)!;
    expect(after).toEqual({ ...product, name: 'Royal Kheer', price: 5.25, emotion: 'sadness' });
    expect(t.app.db.select().from(products).where(eq(products.id, product.id)).get()!.updatedAt).toEqual(
      expect.any(Number),
    );
  });

  it('changes only what is sent: a lone field keeps every other, name and price included', async () => {
    const product = await created();
    for (const change of [{ availability: false }, { price: 3.5 }, { description: 'Cardamom and rose.' }]) {
      const before = (await menu()).find((p) => p.id === product.id)!;
      const res = await post('/product/update', { productId: product.id, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(200);
      expect((await menu()).find((p) => p.id === product.id)).toEqual({ ...before, ...change });
    }
    const empty = await post('/product/update', { productId: product.id, name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ name: 'Name is required.' });
  });

  it('takes the product as the menu answers it, with id and {id, name} ingredients', async () => {
    const product = await created();
    const res = await post('/product/update', {
      ...product,
      productId: undefined,
      availability: false,
      calories: null,
      tags: ['lunch'],
    });
    expect(res.statusCode).toBe(200);
    const after = (await menu()).find((p) => p.id === product.id)!;
    expect(after).toEqual({ ...product, availability: false, calories: null, tags: ['lunch'] });
    // Sold out stays on the menu, for admins and customers alike.
    const customer = await tokenFor('CUSTOMER');
    const forCustomer = await t.app.inject({
      url: '/api/products/get/all',
      headers: { authorization: `Bearer ${customer}` },
    });
    expect((forCustomer.json() as Product[]).find((p) => p.id === product.id)?.availability).toBe(false);
  });

  it('keeps the ingredients when they are left out, replaces them in order, and clears them with []', async () => {
    const product = await created(validProduct({ ingredients: ['rice', 'milk', 'saffron'] }));
    const names = async () => (await menu()).find((p) => p.id === product.id)!.ingredients.map((i) => i.name);

    await post('/product/update', required(product));
    expect(await names()).toEqual(['rice', 'milk', 'saffron']);

    await post('/product/update', { ...required(product), ingredients: ['saffron', 'Pistachio', ' ', 'rice'] });
    expect(await names()).toEqual(['saffron', 'pistachio', 'rice']);

    await post('/product/update', { ...required(product), ingredients: [] });
    expect(await names()).toEqual([]);
    expect(
      t.app.db.select().from(productIngredients).where(eq(productIngredients.productId, product.id)).all(),
    ).toEqual([]);
  });

  it.each([
    // Left out, a field keeps its value; sent empty, it is still required.
    [{ name: '' }, 'name', 'Name is required.'],
    [{ category: ' ' }, 'category', 'Category is required.'],
    [{ price: null }, 'price', 'Price is required.'],
    [{ price: 1.001 }, 'price', 'Price can have at most two decimals.'],
    [{ emotion: null }, 'emotion', 'Emotion is required.'],
    [{ emotion: 'bored' }, 'emotion', 'Emotion must be one of joy, sadness, disgust, fear, neutral, anger.'],
    [{ description: '' }, 'description', 'Description is required.'],
    [{ productId: undefined }, 'productId', 'productId is required.'],
    [{ productId: 'seven' }, 'productId', 'productId must be a number.'],
  ])('refuses %j', async (change, field, message) => {
    const product = await created();
    const res = await post('/product/update', { ...required(product), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    expect((await menu()).find((p) => p.id === product.id)).toEqual(product);
  });

  it('answers 404 for a product that does not exist or was deleted', async () => {
    const gone = createProduct(t.app, { deleted: true });
    for (const productId of [gone.id, 987_654]) {
      const res = await post('/product/update', { productId, name: 'X', category: 'Y', price: 1, emotion: 'joy' });
      expect(res.statusCode).toBe(404);
    }
  });

  it('replaces the picture from a multipart update and removes the old file', async () => {
    const product = await created();
    const res = await postForm('/product/update', [
      { name: 'product', data: JSON.stringify({ ...required(product), name: 'Kheer with a new photo' }) },
      imagePart(gif(), 'new.gif', 'image/gif'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBe('PRODUCT_UPDATED');
    const after = (await menu()).find((p) => p.id === product.id)!;
    expect(after.name).toBe('Kheer with a new photo');
    expect(after.imageLink).toMatch(new RegExp(`^${t.config.publicUrl}/uploads/[0-9a-f]{32}-800\\.png$`));
    expect(pictureFiles(after.imageLink).every((url) => fs.existsSync(fileOf(url)))).toBe(true);
    expect(pictureFiles(product.imageLink).some((url) => fs.existsSync(fileOf(url)))).toBe(false);
  });

  it('keeps an old picture that past orders still show, and never removes a demo picture', async () => {
    const ordered = await created();
    const customer = await createUser(t.app);
    const row = t.app.db.select().from(products).where(eq(products.id, ordered.id)).get()!;
    createOrder(t.app, { customerId: customer.id, status: 'DELIVERED', lines: [{ product: row, quantity: 1 }] });
    const replaceImage = (product: { id: number; name: string }) =>
      postForm('/product/update', [
        {
          name: 'product',
          data: JSON.stringify({
            productId: product.id,
            name: product.name,
            category: 'Mains',
            price: 3,
            emotion: 'joy',
          }),
        },
        imagePart(),
      ]);
    expect((await replaceImage(ordered)).statusCode).toBe(200);
    expect(fs.existsSync(fileOf(ordered.imageLink))).toBe(true);

    fs.writeFileSync(path.join(uploads, 'demo-biryani.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const demo = createProduct(t.app, { name: 'Demo Biryani' });
    t.app.db.update(products).set({ imagePath: '/uploads/demo-biryani.svg' }).where(eq(products.id, demo.id)).run();
    expect((await replaceImage(demo)).statusCode).toBe(200);
    expect(fs.existsSync(path.join(uploads, 'demo-biryani.svg'))).toBe(true);
  });
});

describe('POST /api/product/delete', () => {
  it('erases a product nobody ordered, with its ingredient links and its picture', async () => {
    const product = await created();
    const res = await post('/product/delete', { productId: product.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product Deleted Successfully', data: 'PRODUCT_DELETED' });
    expect(t.app.db.select().from(products).where(eq(products.id, product.id)).get()).toBeUndefined();
    expect(
      t.app.db.select().from(productIngredients).where(eq(productIngredients.productId, product.id)).all(),
    ).toEqual([]);
    expect(pictureFiles(product.imageLink).some((url) => fs.existsSync(fileOf(url)))).toBe(false);
    expect((await menu()).map((p) => p.id)).not.toContain(product.id);
  });

  it('hides a product that was ordered but keeps order history whole', async () => {
    const product = await created(validProduct({ name: 'Historic Haleem', price: 8.75 }));
    const customer = await createUser(t.app);
    const customerToken = sessionToken(t.app, customer);
    const row = t.app.db.select().from(products).where(eq(products.id, product.id)).get()!;
    createOrder(t.app, { customerId: customer.id, status: 'DELIVERED', lines: [{ product: row, quantity: 2 }] });

    const res = await post('/product/delete', { productId: product.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBe('PRODUCT_DELETED');

    expect((await menu()).map((p) => p.id)).not.toContain(product.id);
    expect((await t.app.inject(`/api/product/get/${product.id}`)).statusCode).toBe(404);
    const history = await t.app.inject({
      url: '/api/orders/get-by-customer',
      headers: { authorization: `Bearer ${customerToken}` },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data[0].order_items).toEqual([
      expect.objectContaining({
        productName: 'Historic Haleem',
        imageURL: product.imageLink,
        unitPrice: 8.75,
        quantity: 2,
      }),
    ]);
    expect(fs.existsSync(fileOf(product.imageLink))).toBe(true);
    // Its ingredients stay linked, for the kitchen's view of old orders.
    expect(
      t.app.db.select().from(productIngredients).where(eq(productIngredients.productId, product.id)).all(),
    ).toHaveLength(3);

    // Deleted is deleted: neither a second delete nor an update finds it.
    expect((await post('/product/delete', { productId: product.id })).statusCode).toBe(404);
  });

  it('refuses a missing or malformed productId', async () => {
    expect((await post('/product/delete', {})).json()).toMatchObject({ message: 'productId is required.' });
    expect((await post('/product/delete', { productId: -1 })).statusCode).toBe(400);
    expect((await post('/product/delete', { productId: 123_456 })).statusCode).toBe(404);
  });
});

describe('the cached menu after each kind of change', () => {
  it('gives a new ETag and the new list after every create, update, picture, availability, ingredients and delete', async () => {
    const product = await created(validProduct({ name: 'Cache Kheer' }));
    const required = { productId: product.id, name: 'Cache Kheer', category: 'Desserts', price: 4.5, emotion: 'joy' };
    const customer = await createUser(t.app);
    const ordered = await created(validProduct({ name: 'Ordered Kheer' }));
    const orderedRow = t.app.db.select().from(products).where(eq(products.id, ordered.id)).get()!;
    createOrder(t.app, { customerId: customer.id, status: 'DELIVERED', lines: [{ product: orderedRow, quantity: 1 }] });
    const mine = (list: Product[]) => list.find((p) => p.id === product.id);

    const changes: [string, () => Promise<{ statusCode: number }>, (list: Product[]) => void][] = [
      [
        'create',
        () => create(validProduct({ name: 'Cache Halwa' })),
        (list) => expect(list.map((p) => p.name)).toContain('Cache Halwa'),
      ],
      [
        'update',
        () => post('/product/update', { ...required, price: 6.75 }),
        (list) => expect(mine(list)?.price).toBe(6.75),
      ],
      [
        'availability',
        () => post('/product/update', { ...required, availability: false }),
        (list) => expect(mine(list)?.availability).toBe(false),
      ],
      [
        'ingredients',
        () => post('/product/update', { ...required, ingredients: ['jaggery'] }),
        (list) => expect(mine(list)?.ingredients.map((i) => i.name)).toEqual(['jaggery']),
      ],
      [
        'picture',
        () => postForm('/product/update', [{ name: 'product', data: JSON.stringify(required) }, imagePart()]),
        (list) => expect(mine(list)?.imageLink).not.toBe(product.imageLink),
      ],
      [
        'delete',
        () => post('/product/delete', { productId: product.id }),
        (list) => expect(mine(list)).toBeUndefined(),
      ],
      [
        'delete of an ordered product (hidden, kept for history)',
        () => post('/product/delete', { productId: ordered.id }),
        (list) => expect(list.map((p) => p.id)).not.toContain(ordered.id),
      ],
    ];
    let { etag } = await fetchMenu(t.app);
    for (const [what, change, shows] of changes) {
      expect((await change()).statusCode, what).toBe(200);
      const fresh = await expectChangedMenu(t.app, etag);
      shows(fresh.list);
      etag = fresh.etag;
      expect((await fetchMenu(t.app, etag)).status, what).toBe(304);
    }

    // A refused change changes nothing, so the browser's copy is still current.
    expect((await post('/product/update', { ...required, price: -1 })).statusCode).toBe(400);
    expect((await create(validProduct(), imagePart('not a picture'))).statusCode).toBe(400);
    expect((await fetchMenu(t.app, etag)).status).toBe(304);
  });
});

describe('live menus', () => {
  it('tells connected clients menu.changed after each create, update and delete', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, {
      auth: { token: await tokenFor('CUSTOMER') },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    let changes = 0;
    socket.on('menu.changed', () => (changes += 1));
    const next = async (expected: number) => {
      await expect.poll(() => changes, { timeout: 3000 }).toBe(expected);
    };
    try {
      const product = await created();
      await next(1);
      await post('/product/update', {
        productId: product.id,
        name: 'Live',
        category: 'Desserts',
        price: 2,
        emotion: 'joy',
      });
      await next(2);
      await post('/product/delete', { productId: product.id });
      await next(3);
      // A refused change tells nobody.
      await post('/product/delete', { productId: product.id });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(changes).toBe(3);
    } finally {
      socket.disconnect();
    }
  });
});
