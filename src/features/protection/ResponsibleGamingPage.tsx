// Responsible gaming, from the user menu: deposit and loss limits, a time-out or a
// self-exclusion, the reality check's interval, and help on the messages protection answers with.
import { useState } from 'react';
import styled from 'styled-components';
import { REALITY_CHECK_MINUTES } from '../../domain/contract/protection';
import { Button } from '../../ui/Button';
import { PageLoader } from '../../ui/PageLoader';
import { ExclusionCard } from './ExclusionCard';
import { LimitsCard } from './LimitsCard';
import { ProtectionHelp } from './ProtectionHelp';
import { useGetProtectionQuery, useSetRealityCheckMutation } from './protectionApi';
import { Answer, Card, FormRow } from './protectionUi';
import { useT } from '../../i18n/runtime';

const Page = styled.div`
  max-width: 820px;
  margin: 0 auto;
  padding: 16px 16px 32px;
  h1 {
    margin: 0 0 14px;
    font-size: 20px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 10px 8px 24px;
  }
`;

function RealityCheckCard({ minutes }: { minutes: number }) {
  const t = useT();
  const [chosen, setChosen] = useState(minutes);
  const [save, result] = useSetRealityCheckMutation();
  return (
    <Card aria-labelledby="reality-title">
      <h2 id="reality-title">{t('Reality check')}</h2>
      <div>
        <p>{t('A reminder of how long you have been signed in and your profit or loss since you logged in.')}</p>
        <FormRow
          aria-label={t('Reality check interval')}
          onSubmit={(event) => {
            event.preventDefault();
            void save(chosen);
          }}
        >
          <label>
            {t('Remind me every')}
            <select value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
              {REALITY_CHECK_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m === 0 ? t('Off') : t('{{count}} minutes', { count: m })}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" $variant="secondary" disabled={result.isLoading}>
            {t('Save')}
          </Button>
        </FormRow>
        <Answer ok={result.data?.message} error={result.error} />
      </div>
    </Card>
  );
}

export default function ResponsibleGamingPage() {
  const t = useT();
  const { data, error, isLoading } = useGetProtectionQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page>
      <h1>{t('Responsible gaming')}</h1>
      {isLoading && <PageLoader />}
      {error && <Answer error={error} />}
      {data && (
        <>
          <LimitsCard kind="deposit" limits={data.deposit} />
          <LimitsCard kind="loss" limits={data.loss} />
          <RealityCheckCard minutes={data.realityCheckMinutes} />
          <ExclusionCard current={data.exclusion} />
        </>
      )}
      <ProtectionHelp />
    </Page>
  );
}
