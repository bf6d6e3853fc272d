import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const COLUMNS = ['id', 'name', 'image_data'] as const;

export function listImages(db: Kysely<Database>) {
  return db.selectFrom('images').select(COLUMNS).orderBy('id').execute();
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
