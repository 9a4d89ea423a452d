// The offline commands' shared start: the database itself (DATABASE_URL or DATA_DIR's, no server to
// call) and the operator account they act for, closed again whatever happens.
import { loadConfig, type Config } from '../../config';
import type { Db } from '../../db/database';
import { createDb } from '../../db/database';
import { openDatabaseForMaintenance } from '../../db/maintenance';
import { findAccountByName } from '../../db/seedOperator';
import { ServerError } from '../client';
import type { CliCommand } from '../registry';

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

/** A command that runs on the database itself, for the operator account, with no server to call. */
export function offlineCommand<T>(
  name: string,
  summary: string,
  work: (db: Db, operator: OperatorAccount, config: Config) => Promise<T>,
): CliCommand {
  return { name, summary, flags: {}, offline: true, run: async (_client, _flags, env) => onTheOperatorsDatabase(env, work) };
}
