const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * Says which databases the data tests use, and creates one empty PGlite cluster that each test
 * copies (initdb costs seconds per app; a copy costs well under one).
 */
module.exports = async () => {
  if (!process.env.DATABASE_URL) {
    // Under CI=true each file's PostgreSQL run then fails naming it (db-targets.ts); elsewhere it is a counted skip.
    console.log('\n[services] DATABASE_URL is not set: data tests run on PGlite only; the PostgreSQL runs fail under CI=true, else skip.\n');
  } else {
    console.log(`\n[services] data tests run on PGlite and on PostgreSQL (${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}).\n`);
  }
  const { PGlite } = require('@electric-sql/pglite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'services-pglite-template-'));
  const db = new PGlite(path.join(dir, 'db'));
  await db.waitReady;
  await db.close();
  process.env.PGLITE_TEMPLATE_DIR = dir;
};
