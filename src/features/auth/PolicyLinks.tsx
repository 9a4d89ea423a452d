// Terms and Conditions and Responsible Gaming: links in the log-in and sign-up footers that open
// the text in a dialog (visitors cannot reach the signed-in pages).
import { useState } from 'react';
import styled from 'styled-components';
import { Modal } from '../../ui/Modal';
import { useT } from '../../i18n/runtime';
import { tk } from '../../i18n/keys';

const POLICIES = {
  // Keys are the English names (the dialog's title and the link); tk marks each text for translation.
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

type Policy = keyof typeof POLICIES;
const POLICY_NAMES: readonly Policy[] = [tk('Terms and Conditions'), tk('Responsible Gaming')];

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 18px;
  margin: 0;
`;

const LinkButton = styled.button`
  min-height: 40px;
  padding: 0 4px;
  border: 0;
  background: none;
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

export function PolicyLinks() {
  const [open, setOpen] = useState<Policy | null>(null);
  const t = useT();
  return (
    <>
      <Row>
        {POLICY_NAMES.map((name) => (
          <LinkButton key={name} type="button" onClick={() => setOpen(name)}>
            {t(name)}
          </LinkButton>
        ))}
      </Row>
      {open && (
        <Modal title={t(open)} onClose={() => setOpen(null)}>
          {POLICIES[open].map((line) => (
            <p key={line}>{t(line)}</p>
          ))}
        </Modal>
      )}
    </>
  );
}
