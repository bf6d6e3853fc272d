import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const COLUMNS = ['id', 'name', 'image_data'] as const;

/** Every image, or only those of `ids` when given. */
export async function listImages(db: Kysely<Database>, ids?: readonly number[]) {
  if (ids?.length === 0) return [];
  let query = db.selectFrom('images').select(COLUMNS);
  if (ids) query = query.where('id', 'in', ids);
  return query.orderBy('id').execute();
}

export function findImage(db: Kysely<Database>, id: number) {
  return db.selectFrom('images').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function imageWithContent(db: Kysely<Database>, sha256: string) {
  return db
    .selectFrom('images')
    .select('id')
    .where('content_sha256', '=', sha256)
    .executeTakeFirst()
    .then(Boolean);
}

export function insertImage(
  db: Kysely<Database>,
  image: { name: string; imageData: string; sha256: string },
) {
  return db
    .insertInto('images')
    .values({ name: image.name, image_data: image.imageData, content_sha256: image.sha256 })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
