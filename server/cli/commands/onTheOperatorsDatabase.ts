// The offline commands' shared start: the database itself (DATABASE_URL or DATA_DIR's, no server to
// call) and the operator account they act for, closed again whatever happens.
import { loadConfig, type Config } from '../../config';
import type { Db } from '../../db/database';
import { createDb } from '../../db/database';
import { openDatabaseForMaintenance } from '../../db/maintenance';
import { findAccountByName } from '../../db/seedOperator';
import { ServerError } from '../client';

type OperatorAccount = NonNullable<Awaited<ReturnType<typeof findAccountByName>>>;

export async function onTheOperatorsDatabase<T>(
  env: NodeJS.ProcessEnv,
  work: (db: Db, operator: OperatorAccount, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  const database = await openDatabaseForMaintenance(config);
  const db = createDb(database.url, 1);
  try {
    const operator = await findAccountByName(db, config.operatorUser);
    if (!operator || operator.role !== 'operator')
      throw new ServerError(0, `No operator account named "${config.operatorUser}" (OPERATOR_USER).`);
    return await work(db, operator, config);
  } finally {
    await db.destroy();
    await database.stop();
  }
}
