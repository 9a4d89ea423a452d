// `npm run operator -- reset-password`: a new random password for the operator, written straight into
// the database (the old one is lost, so the admin API cannot be used). It ends the operator's
// sessions and lifts any log-in throttle on the name; the new password is printed once.
import { randomPassword, setOperatorPassword } from '../../db/seedOperator';
import { offlineCommand } from './onTheOperatorsDatabase';

export const resetPasswordCommand = offlineCommand(
  'reset-password',
  "give the operator a new random password, through the database (DATABASE_URL or DATA_DIR's)",
  async (db, user, config) => {
    const password = randomPassword();
    await setOperatorPassword(db, user.id, user.username, password);
    return {
      username: user.username,
      password,
      note:
        config.operatorPassword !== undefined
          ? 'OPERATOR_PASSWORD is set in this environment: the next start sets the password back to it. Change or unset it there.'
          : 'Shown only now; only its hash is stored. Log in with OPERATOR_PASSWORD set to it.',
    };
  },
);
