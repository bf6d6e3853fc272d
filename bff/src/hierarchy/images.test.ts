// Product images through the bff: upload with the spec's limits and texts (500 KB, the same image
// twice), the role it needs, and a product showing the image it points at.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { LIMITS, TEXTS } from '@cost-steering/schema';
import { codes } from '../testing/graphql.ts';
import { startStack, type Stack } from '../testing/stack.ts';

const UPLOAD = `mutation ($input: UploadProductImageInput!) {
  uploadProductImage(input: $input) { image { id name dataUrl } errors { field message code } } }`;

interface UploadPayload {
  uploadProductImage: {
    image: { id: string; name: string; dataUrl: string } | null;
    errors: Array<{ field: string | null; message: string; code: string }>;
  };
}

const pngOf = (bytes: number) => `data:image/png;base64,${randomBytes(bytes).toString('base64')}`;

let stack: Stack;
before(async () => {
  stack = await startStack({ seed: true, countCalls: true });
});
after(() => stack.close());

function upload(username: string, name: string, dataUrl: string) {
  return stack.as<UploadPayload>(username, UPLOAD, { variables: { input: { name, dataUrl } } });
}

describe('uploadProductImage', () => {
  const logo = pngOf(64);

  it('stores an image and lists it among the product images', async () => {
    const response = await upload('controller', 'logo.png', logo);
    const { image, errors } = response.data!.uploadProductImage;
    assert.deepEqual(errors, []);
    assert.deepEqual([image?.name, image?.dataUrl], ['logo.png', logo]);
    const list = await stack.as<{ productImages: Array<{ id: string; dataUrl: string }> }>(
      'viewer',
      '{ productImages { id name dataUrl } }',
    );
    assert.ok(list.data!.productImages.some((stored) => stored.id === image?.id));
  });

  it("refuses the same image again with 'Same image already exists!' on dataUrl", async () => {
    const response = await upload('controller', 'copy.png', logo);
    assert.deepEqual(response.data?.uploadProductImage, {
      image: null,
      errors: [{ field: 'dataUrl', message: TEXTS.imageDuplicate, code: 'CONFLICT' }],
    });
  });

  it('accepts exactly 500 KB and refuses one byte more with the text the user sees', async () => {
    const atLimit = await upload('controller', 'max.png', pngOf(LIMITS.productImageBytes));
    assert.deepEqual(atLimit.data?.uploadProductImage.errors, []);
    const over = await upload('controller', 'big.png', pngOf(LIMITS.productImageBytes + 1));
    assert.deepEqual(over.data?.uploadProductImage, {
      image: null,
      errors: [{ field: 'dataUrl', message: TEXTS.imageTooLarge, code: 'VALIDATION' }],
    });
  });

  it('refuses a user without edit-product-hierarchy with FORBIDDEN', async () => {
    const response = await upload('viewer', 'mine.png', pngOf(32));
    assert.deepEqual(codes(response), ['FORBIDDEN']);
  });
});

describe('a product with an image', () => {
  async function productWithImage(name: string, bytes: number) {
    const image = (await upload('controller', `${name}.png`, pngOf(bytes))).data!.uploadProductImage
      .image!;
    const [familyId] = Object.keys(
      (await (await stack.rest('viewer', 'GET', '/productfamilies')).json()) as object,
    );
    const [regionId] = Object.keys(
      (await (await stack.rest('viewer', 'GET', '/regions')).json()) as object,
    );
    const created = await stack.as<{ createProduct: { product: { id: string } | null } }>(
      'controller',
      `mutation ($input: CreateProductInput!) { createProduct(input: $input) { product { id } errors { message } } }`,
      {
        variables: {
          input: {
            productFamilyId: familyId,
            name,
            owner: 'controller',
            regionId,
            imageId: image.id,
            budgetLimit: '1',
          },
        },
      },
    );
    return { image, productId: created.data!.createProduct.product!.id };
  }

  it('shows the stored data URL, reading only that image', async () => {
    const { image, productId } = await productWithImage('Branded', 40);
    stack.proxy!.reset();
    const response = await stack.as<{ product: { image: unknown } }>(
      'viewer',
      `{ product(id: "${productId}") { image { id name dataUrl } } }`,
    );
    assert.deepEqual(response.data?.product.image, image);
    assert.deepEqual(
      stack.proxy!.calls.map((call) => call.path),
      [`/products/${productId}`, `/images/${image.id}`],
    );
  });

  it('reads the images of several products in one call for just those images', async () => {
    const first = await productWithImage('Branded one', 41);
    const second = await productWithImage('Branded two', 42);
    stack.proxy!.reset();
    const response = await stack.as<{ a: { image: unknown }; b: { image: unknown } }>(
      'viewer',
      `{ a: product(id: "${first.productId}") { image { id name dataUrl } }
         b: product(id: "${second.productId}") { image { id name dataUrl } } }`,
    );
    assert.deepEqual([response.data?.a.image, response.data?.b.image], [first.image, second.image]);
    // Never every stored image (each up to 500 KB): only the two shown.
    const ids = [first.image.id, second.image.id].sort((x, y) => Number(x) - Number(y));
    assert.deepEqual(
      stack.proxy!.calls.map((call) => call.path).filter((path) => path.startsWith('/images')),
      [`/images/?id=${ids.join(',')}`],
    );
  });
});
