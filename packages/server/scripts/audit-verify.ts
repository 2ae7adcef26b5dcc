/**
 * Walks the audit trail's hash chain and reports the first broken link (a record changed,
 * removed or inserted in the database); exits 1 when there is one, 2 when it cannot read the
 * database. The database is the server's: `DATABASE_URL`, else `DATA_DIR`.
 * Run: `npm run audit:verify -w @portico/server`.
 */
import { openDatabase } from '../src/db/client';
import { verifyChain } from '../src/modules/audit/audit-chain';

const handle = await openDatabase().catch((error: unknown) => {
  console.error(`audit:verify: cannot open the database: ${(error as Error).message}`);
  process.exit(2);
});
try {
  const result = await verifyChain(handle.db);
  if (result.ok) {
    console.log(`audit trail intact: ${result.records} records`);
  } else {
    console.error(
      `audit trail broken at record ${result.seq ?? '-'} (after ${result.records - 1} good records): ${result.problem}`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`audit:verify: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await handle.close();
}
