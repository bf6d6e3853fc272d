import { openDatabase } from './src/db/database.ts';
import { seededTemplate } from './src/db/pglite-templates.ts';
import { findFamilies } from './src/hierarchy/repository.ts';
const d = await openDatabase({ kind: 'pglite', loadDataDir: await seededTemplate(new Date()) });
for (let i = 0; i < 8; i++) {
  const t = performance.now();
  await findFamilies(d.db, { year: 2026, currentYear: 2026, budgetLimitEnabled: true }, { kind: i % 2 ? 'all' : 'related', username: 'requester' } as any);
  console.log(i, (performance.now() - t).toFixed(1));
}
await d.close();
