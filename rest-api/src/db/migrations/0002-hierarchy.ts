// Issue 3: what the product hierarchy's calls need beyond the first data model.
import { sql, type Kysely } from 'kysely';

const statements: string[] = [
  // An image is identified by its content ('Same image already exists!'); its name is the file
  // name it was uploaded with, and two products may well have had a 'logo.png'.
  `drop index images_name_key`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
