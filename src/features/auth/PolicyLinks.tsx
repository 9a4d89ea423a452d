// Terms and Conditions and Responsible Gaming: links in the log-in and sign-up footers that open
// the text in a dialog (visitors cannot reach the signed-in pages), whose code loads when a link is pressed.
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/runtime';
import { tk } from '../../i18n/keys';

const POLICY_NAMES: readonly string[] = [tk('Terms and Conditions'), tk('Responsible Gaming')];

const PolicyDialog = lazy(() => import(/* webpackChunkName: "policy" */ './PolicyDialog'));

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
  const [open, setOpen] = useState<string | null>(null);
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
        <Suspense fallback={null}>
          <PolicyDialog policy={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
