// The text of a policy link (PolicyLinks.tsx), in a dialog. Its own chunk, fetched when a link is
// pressed: the dialog and the texts are not part of the log-in route's first JavaScript (its 150 KB budget).
import { Modal } from '../../ui/Modal';
import { useT } from '../../i18n/runtime';
import { tk } from '../../i18n/keys';

/** Each link's name (its English, the key of its title) and its text. */
const POLICIES: Record<string, readonly string[]> = {
  'Terms and Conditions': [
    tk('You must be 18 years or older and allowed by the law of your state to use this exchange.'),
    tk('One account per person. Bets are accepted only while a market is open and are settled on the official result.'),
    tk('Deposits and withdrawals are credited after verification. We may suspend an account used for fraud or abuse.'),
  ],
  'Responsible Gaming': [
    tk('Betting is entertainment, not a way to earn money. Set a budget and never chase losses.'),
    tk('Take breaks, and never bet while upset, tired or under the influence.'),
    tk('If betting stops being fun, our 24X7 support can lock your account for a period of your choice.'),
  ],
};

export default function PolicyDialog({ policy, onClose }: { policy: string; onClose: () => void }) {
  const t = useT();
  return (
    <Modal title={t(policy)} onClose={onClose}>
      {(POLICIES[policy] ?? []).map((line) => (
        <p key={line}>{t(line)}</p>
      ))}
    </Modal>
  );
}
