// The open slip (spec §2 right column): bet for, odds, stake, the profit preview of spec §4, the ten
// quick stakes, Edit (Set Button Value), Reset and Submit. Everything it does is an event; the
// listeners decide (the tap rules, the stake limits, the placement saga).
import { useId } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { stackButtonList } from '../../domain/contract/bets';
import { formatRupees } from '../../domain/money';
import { useOnline } from '../../api/connectivity';
import { priceMove } from '../../domain/betting/priceOrBetter';
import { displayedStakeLimits } from '../../domain/betting/stakeLimits';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserId } from '../auth';
import { useGetStackLimitQuery, limitsOf, limitsText, matchOddsLimitsText } from '../sports';
import { cachedOdds, liveQuote } from './oddsView';
import { slipPreview } from './betPayload';
import { LivePrice } from './LivePrice';
import { PlacingOverlay } from './PlacingOverlay';
import { MARKET_LABEL, sideLabel } from './betLabels';
import { useFetchMatchStackBtnQuery } from './betslipApi';
import {
  acceptAnyOddsToggled,
  betSubmitted,
  oddsStepped,
  oneTapChanged,
  selectOneTap,
  quickStakeChosen,
  selectAcceptAnyOdds,
  selectIsPlacing,
  selectLastError,
  slipClosed,
  stackEditorOpened,
  stakeChanged,
  stakeReset,
  type OpenSlip,
} from './betslipSlice';
import { AcceptAnyOdds, Actions, BetFor, Fields, Form, Hint, Preview, Stakes } from './slipStyles';
import { translateMessage, useT } from '../../i18n/runtime';

/** Whole rupees (spec §5); only a cash-out slip carries paise (its hedge is levelled to the paisa). */
const WHOLE_STAKE_PATTERN = '[0-9]*';
const HEDGE_STAKE_PATTERN = '[0-9]*(\\.[0-9]{1,2})?';

/** One tick down or up the odds ladder. */
function OddsStep({ step, disabled }: { step: -1 | 1; disabled: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="step"
      aria-label={step < 0 ? t('Lower odds') : t('Higher odds')}
      disabled={disabled}
      onClick={() => dispatch(oddsStepped(step))}
    >
      {step < 0 ? '−' : '+'}
    </button>
  );
}

export function SlipForm({ slip, closable = true }: { slip: OpenSlip; closable?: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const id = useId();
  const placing = useAppSelector(selectIsPlacing);
  // Offline, the live price is the last one seen and a bet could not be placed: Submit waits.
  const online = useOnline();
  const lastError = useAppSelector(selectLastError);
  const userId = useAppSelector(selectUserId);
  const { data: buttons } = useFetchMatchStackBtnQuery(userId ?? skipToken);
  const { data: settings } = useGetStackLimitQuery();
  const acceptAnyOdds = useAppSelector(selectAcceptAnyOdds);
  const oneTap = useAppSelector(selectOneTap);
  const odds = useAppSelector((state) => cachedOdds(state, slip.event.gameId));
  const totalMatched = odds?.Odds[0]?.totalMatched ?? 0;
  const live = liveQuote(odds, slip);
  const configured = limitsOf(slip.marketKind, Number(slip.event.eid), slip.event.gameId, settings);
  // Match odds show the thin-market limits while too little is matched, as the block's header does.
  const limits =
    slip.marketKind === 'Matchodds' ? matchOddsLimitsText(configured, Number(slip.event.eid), totalMatched) : limitsText(configured);

  const stake = Number(slip.stake) || 0;
  const minStake = configured
    ? displayedStakeLimits(configured, { kind: slip.marketKind, sportId: Number(slip.event.eid), totalMatched }).min
    : null;
  const minStakeText = t('Minimum stake ₹{{amount}}', { amount: minStake ?? '' });
  // With "accept any odds" the bet is taken at the price on offer, so the preview follows it.
  const previewAt = acceptAnyOdds && live ? { ...slip, price: live.price, size: live.rate ?? slip.size } : slip;
  const preview = slipPreview(previewAt, stake);
  const fancy = slip.marketKind === 'Fancy';
  // Your own price (match odds): the odds step on the Betfair ladder; a price better than the market's waits unmatched.
  const steppable = slip.marketKind === 'Matchodds' && !slip.cashout;
  const waits =
    slip.ownPrice === true &&
    steppable &&
    live !== undefined &&
    priceMove('Matchodds', slip.side, { price: slip.price, rate: null }, live) === 'worse';
  const side = t(sideLabel(slip.marketKind, slip.side));

  return (
    <Form
      $side={slip.side}
      aria-label={t('{{side}} slip', { side })}
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(betSubmitted());
      }}
    >
      <BetFor>
        <span className="tag">{side}</span>
        <span className="who">
          <span className="label">
            {t('Bet for')} · {t(MARKET_LABEL[slip.marketKind])}
          </span>
          {slip.runnerName}
        </span>
        {closable && (
          <button type="button" className="close" aria-label={t('Close slip')} onClick={() => dispatch(slipClosed())} disabled={placing}>
            ×
          </button>
        )}
      </BetFor>
      <Fields>
        <div>
          <label htmlFor={`${id}-odds`}>{t('Odds')}</label>
          <div className="odds">
            {steppable && <OddsStep step={-1} disabled={placing} />}
            <output id={`${id}-odds`} className={slip.changedFrom ? 'changed' : undefined}>
              {slip.price}
            </output>
            {steppable && <OddsStep step={1} disabled={placing} />}
          </div>
          {fancy && (
            <div className="rate">
              {t('Rate')} {slip.size}
            </div>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-stake`}>{t('Stake')}</label>
          <input
            id={`${id}-stake`}
            inputMode={slip.cashout ? 'decimal' : 'numeric'}
            pattern={slip.cashout ? HEDGE_STAKE_PATTERN : WHOLE_STAKE_PATTERN}
            autoComplete="off"
            placeholder="0"
            value={slip.stake}
            onChange={(event) => dispatch(stakeChanged(event.target.value))}
          />
        </div>
      </Fields>
      {slip.cashout && slip.cashoutValue !== undefined && (
        <Hint aria-label={t('Cash out')}>
          {t('Cash out: {{amount}} whichever runner wins (the stake is to the paisa so both sides are level)', {
            amount: formatRupees(slip.cashoutValue),
          })}
        </Hint>
      )}
      {waits && (
        <Hint aria-label={t('Own price')}>
          {t('Not on offer yet: your bet will wait unmatched for {{price}} (cancel it in Open bets)', { price: slip.price })}
        </Hint>
      )}
      <LivePrice slip={slip} live={live} acceptAnyOdds={acceptAnyOdds} stale={!online} />
      <AcceptAnyOdds>
        <input
          id={`${id}-any`}
          type="checkbox"
          checked={acceptAnyOdds}
          disabled={placing}
          onChange={(event) => dispatch(acceptAnyOddsToggled(event.target.checked))}
        />
        <label htmlFor={`${id}-any`}>{t('Accept any odds')}</label>
      </AcceptAnyOdds>
      <AcceptAnyOdds>
        <input
          id={`${id}-onetap`}
          type="checkbox"
          checked={oneTap.enabled}
          disabled={placing || (!oneTap.enabled && !(stake > 0 && Number.isInteger(stake)))}
          onChange={(event) => dispatch(oneTapChanged(event.target.checked ? { enabled: true, stake } : { enabled: false, stake: 0 }))}
        />
        <label htmlFor={`${id}-onetap`}>
          {oneTap.enabled ? t('One-tap betting: on, ₹{{stake}} a tap', { stake: oneTap.stake }) : t('One-tap betting with this stake')}
        </label>
      </AcceptAnyOdds>
      <Preview aria-label={t('Profit preview')}>
        <div className="profit">
          <dt>{t('Profit')}</dt>
          <dd>{formatRupees(preview.profit)}</dd>
        </div>
        <div className="loss">
          <dt>{t('Loss')}</dt>
          <dd>{formatRupees(preview.liability)}</dd>
        </div>
      </Preview>
      <Stakes role="group" aria-label={t('Quick stakes')}>
        {buttons &&
          stackButtonList(buttons).map((button, i) => {
            // A quick stake below the market's minimum could only be refused at Submit: off, saying why.
            const belowMinimum = minStake !== null && button.value < minStake;
            return (
              <button
                key={i}
                type="button"
                aria-pressed={stake === button.value}
                disabled={belowMinimum}
                title={belowMinimum ? minStakeText : undefined}
                onClick={() => dispatch(quickStakeChosen(button.value))}
              >
                {button.label}
              </button>
            );
          })}
      </Stakes>
      {buttons && minStake !== null && stackButtonList(buttons).some((b) => b.value < minStake) && (
        <Hint className="minimum">{minStakeText}</Hint>
      )}
      <Actions>
        <button type="button" className="edit" onClick={() => dispatch(stackEditorOpened())}>
          {t('Edit')}
        </button>
        <button type="button" className="reset" onClick={() => dispatch(stakeReset())} disabled={placing}>
          {t('Reset')}
        </button>
        <button type="submit" className="submit" disabled={placing || !online}>
          {t('Submit')}
        </button>
      </Actions>
      {limits && <Hint>{limits}</Hint>}
      {lastError && (
        <Hint className="error" role="alert">
          {translateMessage(lastError)}
        </Hint>
      )}
      {placing && <PlacingOverlay />}
    </Form>
  );
}
