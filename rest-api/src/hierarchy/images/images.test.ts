import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LIMITS, TEXTS } from '@cost-steering/schema';
import { startTestContext, type TestContext, type Json } from '../../testing/support.ts';

/** A PNG data URL of exactly `bytes` bytes, different for every `seed`. */
function pngOf(bytes: number, seed: number) {
  const buffer = Buffer.alloc(bytes, seed % 251);
  buffer.writeUInt32BE(seed, 0);
  return `data:image/png;base64,${buffer.toString('base64')}`;
}

describe('images', () => {
  let context: TestContext;
  const count = async () =>
    (await context.api.query<{ n: number }>('select count(*)::int as n from images'))[0]!.n;

  before(async () => {
    context = await startTestContext({ seed: true });
  });
  after(() => context.close());

  it('stores an image of exactly 500 KB and serves it keyed by id', async () => {
    assert.equal(LIMITS.productImageBytes, 512_000);
    const dataUrl = pngOf(512_000, 1);
    const reply = await context
      .as('controller')
      .post<Json>('/images/', { name: 'big.png', newImageData: dataUrl });
    assert.equal(reply.status, 201, reply.text);
    assert.deepEqual(Object.keys(reply.body).sort(), ['id', 'image_data', 'name']);
    assert.deepEqual([reply.body.name, reply.body.image_data], ['big.png', dataUrl]);
    const one = await context.as('viewer').get<Json>(`/images/${reply.body.id}`);
    assert.deepEqual(one.body, reply.body);
    const all = await context.as('viewer').get<Record<string, Json>>('/images/');
    assert.deepEqual(all.body[String(reply.body.id)], reply.body);
    for (const [key, image] of Object.entries(all.body)) assert.equal(key, String(image.id));
  });

  it('refuses one byte more than 500 KB with the spec text', async () => {
    const before = await count();
    const reply = await context
      .as('controller')
      .post<Json>('/images', { name: 'huge.png', newImageData: pngOf(512_001, 2) });
    assert.equal(reply.status, 400);
    assert.deepEqual(
      [reply.body.code, reply.body.message, reply.body.field],
      ['VALIDATION', TEXTS.imageTooLargeServer, 'newImageData'],
    );
    assert.equal(await count(), before);
  });

  it('refuses the same image again with 409, whatever its name', async () => {
    const dataUrl = pngOf(2_000, 3);
    const first = await context
      .as('controller')
      .post('/images', { name: 'logo.png', newImageData: dataUrl });
    assert.equal(first.status, 201);
    const before = await count();
    const again = await context
      .as('controller')
      .post<Json>('/images', { name: 'other-name.png', newImageData: dataUrl });
    assert.equal(again.status, 409);
    assert.deepEqual(again.body, {
      status: 409,
      code: 'CONFLICT',
      message: TEXTS.imageDuplicate,
      field: 'newImageData',
    });
    assert.equal(await count(), before);
  });

  it('lists only the images asked for with ?id=, and refuses an id that cannot be one', async () => {
    const [a, b] = await Promise.all(
      [8, 9].map(async (seed) => {
        const reply = await context
          .as('controller')
          .post<Json>('/images', { name: `pick-${seed}.png`, newImageData: pngOf(64, seed) });
        return reply.body;
      }),
    );
    const picked = await context
      .as('viewer')
      .get<Record<string, Json>>(`/images/?id=${a!.id},${b!.id},999999`);
    assert.equal(picked.status, 200);
    assert.deepEqual(picked.body, { [a!.id]: a, [b!.id]: b });
    const bad = await context.as('viewer').get<Json>('/images/?id=abc');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'id');
  });

  it('lets two different images share a file name, and names an unnamed one', async () => {
    const a = await context
      .as('controller')
      .post<Json>('/images', { name: 'logo.png', newImageData: pngOf(100, 4) });
    assert.equal(a.status, 201);
    const unnamed = await context
      .as('controller')
      .post<Json>('/images', { newImageData: pngOf(100, 5) });
    assert.equal(unnamed.status, 201);
    assert.match(unnamed.body.name, /^image-[0-9a-f]{12}$/);
  });

  it('refuses what is not an image data URL', async () => {
    for (const newImageData of [
      undefined,
      'hello',
      'data:text/plain;base64,aGVsbG8=',
      'data:image/bmp;base64,Qk0=',
      'https://example.com/a.png',
    ]) {
      const reply = await context
        .as('controller')
        .post<Json>('/images', { name: 'x.png', newImageData });
      assert.deepEqual(
        [reply.status, reply.body.field, reply.body.message],
        [
          400,
          'newImageData',
          'The image must be a PNG, JPEG, GIF, SVG or WebP image (a base64 data URL)',
        ],
        newImageData,
      );
    }
  });

  it('refuses viewer and requester with 403', async () => {
    for (const username of ['viewer', 'requester']) {
      const reply = await context
        .as(username)
        .post<Json>('/images', { name: 'x.png', newImageData: pngOf(10, 6) });
      assert.deepEqual([reply.status, reply.body.message], [403, TEXTS.forbiddenServer]);
    }
  });

  it('answers 404 for an unknown image', async () => {
    assert.equal((await context.as('viewer').get('/images/999999')).status, 404);
    assert.equal((await context.as('viewer').get('/images/abc')).status, 404);
  });

  it('lets a product show a stored image', async () => {
    const image = await context
      .as('controller')
      .post<Json>('/images', { name: 'p.png', newImageData: pngOf(50, 7) });
    const families = await context.as('viewer').get<Record<string, Json>>('/productfamilies');
    const familyId = Object.values(families.body).find((f) => f.name === 'Workplace Services')!.id;
    const product = await context.as('controller').post<Json>('/products', {
      name: 'Pictured Product',
      productfamily: familyId,
      owner: 'controller',
      region: 1,
      budgetLimit: '10',
      image: image.body.id,
    });
    assert.equal(product.status, 201, product.text);
    assert.equal(product.body.image, image.body.id);
  });
});
