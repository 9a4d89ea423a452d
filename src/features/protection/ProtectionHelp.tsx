// Help on the Responsible gaming page: every message player protection can answer with, in the words
// the server uses (the same functions make both), so a player who meets one knows what it means.
import styled from 'styled-components';
import { PROTECTION_MSG } from '../../domain/contract/protection';
import { MSG } from '../../domain/messages';
import { Card } from './protectionUi';
import { tk } from '../../i18n/keys';
import { translateMessage, useT } from '../../i18n/runtime';

/** Where a message says a date, the help shows its form (in the player's language: it is matched back into the message). */
const END = tk('DD/MM/YYYY HH:mm IST');

const TOPICS: Array<{ when: string; messages: string[] }> = [
  {
    when: tk('During a time-out or self-exclusion, when you log in (the demo log-in from your device answers the same)'),
    messages: [PROTECTION_MSG.excludedLogin('timeout', END), PROTECTION_MSG.excludedLogin('self-exclusion', END)],
  },
  {
    when: tk('During a time-out or self-exclusion, when an account is opened with your phone number'),
    messages: [PROTECTION_MSG.excludedSignUp('timeout', END), PROTECTION_MSG.excludedSignUp('self-exclusion', END)],
  },
  {
    when: tk('During a time-out or self-exclusion, for a deposit or withdrawal with your UPI id or bank account, from any account'),
    messages: [PROTECTION_MSG.excludedDeposit(END), PROTECTION_MSG.excludedWithdraw(END)],
  },
  { when: tk('During a time-out or self-exclusion, when you change a limit'), messages: [PROTECTION_MSG.excludedChange(END)] },
  { when: tk('One person, one account: when your phone number already has an account'), messages: [MSG.phoneTaken] },
];

const List = styled.dl`
  margin: 0;
  dt {
    font-weight: 600;
    margin-top: 10px;
  }
  dd {
    margin: 4px 0 0 16px;
  }
`;

export function ProtectionHelp() {
  const t = useT();
  // The messages carry the date's form; in Hindi or Bengali the form is the language's own.
  const said = (message: string) => translateMessage(message.split(END).join(t(END)));
  return (
    <Card aria-labelledby="protection-help-title">
      <h2 id="protection-help-title">{t('Help: the messages you may see')}</h2>
      <div>
        <p>{t('A time-out or self-exclusion applies to you, not only to one account: it cannot be shortened and ends on its date.')}</p>
        <List aria-label={t('Protection messages')}>
          {TOPICS.map((topic) => (
            <div key={topic.when}>
              <dt>{t(topic.when)}</dt>
              {topic.messages.map((message) => (
                <dd key={message}>{said(message)}</dd>
              ))}
            </div>
          ))}
        </List>
      </div>
    </Card>
  );
}
