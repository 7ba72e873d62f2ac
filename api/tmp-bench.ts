import { openDatabase } from './src/db/database';
const db = await openDatabase({});
let t = Date.now();
for (let i = 0; i < 20; i++) await db.sql`select ${i}::int as x`;
console.log('20 prepared', Date.now() - t);
t = Date.now();
for (let i = 0; i < 20; i++) await db.sql.unsafe('select 1');
console.log('20 simple', Date.now() - t);
await db.close();
