// The match betting page (spec §2, §4): header, live score, match odds, bookmaker, toss and fancy
// (shown per the isMO / isBM / isFancy flags of the router state, or the event's own flags when the
// page is opened by URL); TV, Place Bet and My Bet on the right (tabs on phones). Odds are polled
// every 600 ms once the event has started. The event, its flags and the market's state live in the
// market slice (features/market). An ended event or a CLOSED market says CLOSED at once, with no
// prices and no more polls; an unknown event or market sends the player home.
import { useEffect, useId, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { httpStatusOf } from '../../api/errors';
import { ODDS_POLL_MS } from '../../domain/constants';
import type { Eid } from '../../domain/contract/sports';
import { MSG } from '../../domain/messages';
import { resolveOddsWindow } from '../../domain/betting/stakeLimits';
import { DEFAULT_ODDS_WINDOW } from '../../domain/betting/priceTap';
import { PageLoader } from '../../ui/PageLoader';
import { useHasPassed } from '../../ui/useHasPassed';
import { useIsMobile } from '../../ui/useIsMobile';
import {
  readMatchRouteState,
  useCheckGetMatchOddsQuery,
  useFetchBetPageMatchQuery,
  useGetStackLimitQuery,
  limitsOf,
  limitsText,
} from '../sports';
import { BookmakerBlock } from './BookmakerBlock';
import { FancyBlock } from './FancyBlock';
import { LiveTvPanel } from './LiveTvPanel';
import { marketLeft, marketShown, selectMarketClosed, selectMarketEvent, type ClickedEvent } from '../market';
import { ClosedNotice } from './ClosedNotice';
import { MatchHeader } from './MatchHeader';
import { MatchOddsBlock } from './MatchOddsBlock';
import { MatchTabs, type MatchTab } from './MatchTabs';
import { MyBetList } from './MyBetList';
import { PlaceBetPanel } from './PlaceBetPanel';
import { ScorePanel } from './ScorePanel';
import { TossBlock } from './TossBlock';
import { Center, Layout, Message, Right } from './pageStyles';
import { BetSlipModal, CashoutButton, OpenBetsPanel } from '../../app/matchSlip';
import { useMatchPageBets } from '../betslip';
import { openRowsOf } from './openRows';
import { matchPageArgs } from './matchPageArgs';
import { oddsDelayOf } from './oddsDelay';
import { selectIsSignedIn } from '../auth';
import { useT } from '../../i18n/runtime';

export default function MatchPage() {
  const params = useParams();
  const { eventId, marketId } = matchPageArgs(params);
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const t = useT();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState<MatchTab>('odds');
  const panelId = useId();
  const args = useMemo(() => ({ marketId, eventId }), [marketId, eventId]);

  const match = useFetchBetPageMatchQuery(eventId);
  const started = useHasPassed(match.data?.eventDate);
  const shown = useAppSelector(selectMarketEvent);
  const ready = shown?.gameId === eventId;
  const closed = useAppSelector(selectMarketClosed) || match.data?.Status === 'CLOSED';
  // While the server sheds the polls (503), the next one waits for its Retry-After and the last
  // prices stay on the page marked as delayed, rather than polling on at 600 ms into the overload.
  const [delayMs, setDelayMs] = useState<number | null>(null);
  const odds = useCheckGetMatchOddsQuery(args, {
    pollingInterval: started && !closed ? (delayMs ?? ODDS_POLL_MS) : 0,
    selectFromResult: ({ error, isError }) => ({ missing: httpStatusOf(error) === 404, delay: isError ? oddsDelayOf(error) : null }),
  });
  useEffect(() => setDelayMs(odds.delay), [odds.delay]);
  // A visitor sees the prices, which are public; limits, bets and cash out are a player's own.
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data: stackLimits } = useGetStackLimitQuery(signedIn ? undefined : skipToken);
  const myBets = openRowsOf(useMatchPageBets(eventId));

  const missing = odds.missing || httpStatusOf(match.error) === 404;
  useEffect(() => {
    if (missing) navigate('/', { replace: true });
  }, [missing, navigate]);

  // The sports menu asks for fresh data even when this very match is already showing.
  const { refetch: refetchMatch } = match;
  const { refetch: refetchOdds } = odds;
  const wantsRefetch = readMatchRouteState(location.state)?.refetch === true;
  useEffect(() => {
    if (!wantsRefetch) return;
    refetchMatch();
    refetchOdds();
  }, [location.key, wantsRefetch, refetchMatch, refetchOdds]);

  const data = match.data;
  const eid = (data?.eid ?? params.eid ?? '4') as Eid;
  const rawFlags =
    readMatchRouteState(location.state) ??
    (data && { isBetlock: data.IsBetLock === 1, isMO: data.Matchodds === 1, isBM: data.BookMaker === 1, isFancy: data.Fancy === 1 });
  // One object per distinct set of flags (the router state is a new object on every render).
  const flagKey = rawFlags ? [rawFlags.isBetlock, rawFlags.isMO, rawFlags.isBM, rawFlags.isFancy].map(Number).join('') : '';
  const flags = useMemo(
    () =>
      flagKey
        ? { isBetlock: flagKey[0] === '1', isMO: flagKey[1] === '1', isBM: flagKey[2] === '1', isFancy: flagKey[3] === '1' }
        : undefined,
    [flagKey],
  );
  const event = useMemo<ClickedEvent | null>(
    () =>
      data
        ? {
            eid,
            gameId: data.gameId,
            eventName: data.eventName,
            seriesId: data.tournamentId,
            eventDate: data.eventDate,
            isBetLock: Boolean(flags?.isBetlock),
          }
        : null,
    [data, eid, flags?.isBetlock],
  );
  useEffect(() => {
    if (event && flags) dispatch(marketShown({ event, marketId: args.marketId, flags, ended: data?.Status === 'CLOSED' }));
  }, [dispatch, event, args.marketId, flags, data?.Status]);
  useEffect(() => () => void dispatch(marketLeft()), [dispatch, eventId]);
  const sportId = Number(eid);
  const limits = useMemo(
    () => ({
      odds: limitsOf('Matchodds', sportId, eventId, stackLimits),
      bookmaker: limitsText(limitsOf('BookMaker', sportId, eventId, stackLimits)),
      fancy: limitsText(limitsOf('Fancy', sportId, eventId, stackLimits)),
      oddsWindow: stackLimits ? resolveOddsWindow({ sportId, gameId: eventId }, stackLimits) : DEFAULT_ODDS_WINDOW,
    }),
    [sportId, eventId, stackLimits],
  );

  if (match.isLoading) return <PageLoader />;
  if (!data || !event || !flags) return <Message role="alert">{t(match.isError ? MSG.somethingWentWrong : MSG.noRecordFound)}</Message>;
  if (!ready) return <PageLoader />;

  const markets = closed ? (
    <ClosedNotice />
  ) : (
    <>
      {flags.isMO && (
        <MatchOddsBlock
          args={args}
          mobile={mobile}
          limits={limits.odds}
          oddsWindow={limits.oddsWindow}
          cashout={signedIn ? <CashoutButton args={args} /> : null}
        />
      )}
      {flags.isBM && <BookmakerBlock args={args} mobile={mobile} limits={limits.bookmaker} />}
      <TossBlock args={args} eid={eid} eventDate={data.eventDate} mobile={mobile} />
      {flags.isFancy && <FancyBlock args={args} mobile={mobile} limits={limits.fancy} />}
    </>
  );

  return (
    <Layout>
      <Center>
        <MatchHeader eid={eid} name={data.eventName} date={data.eventDate} locked={flags.isBetlock} />
        <ScorePanel eventId={eventId} live={started} />
        {delayMs !== null && <Message role="status">{t(MSG.pricesDelayed)}</Message>}
        {mobile ? (
          <>
            <MatchTabs tab={tab} onChange={setTab} matchedCount={myBets.length} panelId={panelId} />
            <div id={panelId} role="tabpanel">
              {tab === 'odds' && markets}
              {tab === 'bets' && (
                <>
                  <OpenBetsPanel eventId={eventId} />
                  <MyBetList rows={myBets} />
                </>
              )}
              {tab === 'tv' && <LiveTvPanel eventId={eventId} eid={eid} live={started} />}
            </div>
            <BetSlipModal />
          </>
        ) : (
          markets
        )}
      </Center>
      {!mobile && (
        <Right>
          <LiveTvPanel eventId={eventId} eid={eid} live={started} />
          <PlaceBetPanel />
          <OpenBetsPanel eventId={eventId} />
          <MyBetList rows={myBets} />
        </Right>
      )}
    </Layout>
  );
}
