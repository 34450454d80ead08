module.exports = async () => {
  if (!process.env.DATABASE_URL) {
    console.log('\n[services] DATABASE_URL is not set: data tests run on PGlite only; the PostgreSQL runs are SKIPPED.\n');
  } else {
    console.log(`\n[services] data tests run on PGlite and on PostgreSQL (${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}).\n`);
  }
};
