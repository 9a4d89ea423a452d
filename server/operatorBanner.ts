// What the start banner says about the operator's log-in. It prints a password only when it is the
// real one: the development password while it is stored, or a generated one on the start that made it.
import type { Config } from './config';
import { DEV_DEFAULTS } from './config';
import type { OperatorPassword } from './db/seedOperator';

export function operatorBanner(config: Config, password: OperatorPassword): string[] {
  const who = `  operator (admin API and npm run operator): ${config.operatorUser}`;
  switch (password.kind) {
    case 'env':
      return [`${who} / (OPERATOR_PASSWORD)`];
    case 'development':
      return [`${who} / ${DEV_DEFAULTS.operatorPassword}`];
    case 'generated':
      return [
        `${who} / ${password.password}`,
        '  ^ generated on this first start and shown only now (only its hash is stored): keep it safe.',
        '    Lost it? npm run operator -- reset-password',
      ];
    case 'stored':
      return [`${who} / (the password set earlier; lost it? npm run operator -- reset-password)`];
  }
}
