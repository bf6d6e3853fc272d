// Product images (CONTRACT.md "Images"). Images are data URLs of up to 500 KB, so one asked for is
// read alone; several share one list call for exactly those ids (never every stored image).
import { valuesById } from '../keyed.ts';
import { byIdLoader, idListParam, resourceLoader } from '../loaders.ts';
import { nullIfNotFound, type RestClient } from '../rest-client.ts';
import type { RestImage } from './rest-types.ts';

export function createImageLoaders(rest: RestClient) {
  const all = resourceLoader(async () => {
    const images = valuesById(await rest.getJson<Record<string, RestImage>>('/images/'));
    for (const image of images) byId.prime(String(image.id), image);
    return images;
  });
  const byId = byIdLoader<RestImage>({
    one: (id) => nullIfNotFound(rest.getJson<RestImage>(`/images/${id}`)),
    many: async (ids) => {
      const param = idListParam(ids);
      if (!param) return all.load('all');
      return valuesById(await rest.getJson<Record<string, RestImage>>(`/images/?id=${param}`));
    },
  });
  return {
    all,
    byId,
    clear() {
      all.clearAll();
      byId.clearAll();
    },
  };
}

export function uploadImage(
  rest: RestClient,
  body: { name: string; newImageData: string },
): Promise<RestImage> {
  return rest.postJson<RestImage>('/images/', body);
}
