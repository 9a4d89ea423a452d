// The match betting page (spec §2, §4): header, live score, match odds, bookmaker, toss and fancy
// (shown per the isMO / isBM / isFancy flags of the router state, or the event's own flags when the
// page is opened by URL); TV, Place Bet and My Bet on the right (tabs on phones). Odds are polled
// every 600 ms once the event has started; a CLOSED market or one without runners sends the player home.
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { httpStatusOf } from '../../api/errors';
import { ODDS_POLL_MS } from '../../domain/constants';
import type { Eid, MatchOddsResponse } from '../../domain/contract/sports';
import { MSG } from '../../domain/messages';
import { PageLoader } from '../../ui/PageLoader';
import { useHasPassed } from '../../ui/useHasPassed';
import { useIsMobile } from '../../ui/useIsMobile';
import { readMatchRouteState } from '../sports/matchLink';
import { useCheckGetMatchOddsQuery, useFetchBetPageMatchQuery, useGetStackLimitQuery } from '../sports/sportsApi';
import { BookmakerBlock } from './BookmakerBlock';
import { FancyBlock } from './FancyBlock';
import { LiveTvPanel } from './LiveTvPanel';
import { MatchContext } from './MatchContext';
import { MatchHeader } from './MatchHeader';
import { MatchOddsBlock } from './MatchOddsBlock';
import { MatchTabs, type MatchTab } from './MatchTabs';
import { MyBetList } from './MyBetList';
import { PlaceBetPanel } from './PlaceBetPanel';
import { ScorePanel } from './ScorePanel';
import { TossBlock } from './TossBlock';
import { Center, Layout, Message, Right } from './pageStyles';
import type { ClickedEvent } from './priceClicked';
import { limitsOf, limitsText } from './stakeLimitsText';
import { BetSlipModal } from '../betslip/BetSlipModal';
import { CashoutButton } from '../betslip/CashoutButton';
import { useMatchPageBets } from '../betslip/useMyBets';

/** Spec §4: a missing runner list or status CLOSED returns the player home. */
const isGone = (odds: MatchOddsResponse) => !odds.Odds[0] || odds.Odds[0].status === 'CLOSED' || odds.Odds[0].runners.length === 0;

export default function MatchPage() {
  const params = useParams();
  const eventId = params.eventId ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [tab, setTab] = useState<MatchTab>('odds');
  const panelId = useId();
  const args = useMemo(() => ({ marketId: params.marketId ?? '', eventId }), [params.marketId, eventId]);

  const match = useFetchBetPageMatchQuery(eventId);
  const started = useHasPassed(match.data?.eventDate);
  const odds = useCheckGetMatchOddsQuery(args, {
    pollingInterval: started ? ODDS_POLL_MS : 0,
    selectFromResult: ({ data, error }) => ({ gone: data ? isGone(data) : false, missing: httpStatusOf(error) === 404 }),
  });
  const { data: stackLimits } = useGetStackLimitQuery();
  const myBets = useMatchPageBets(eventId);

  const missing = odds.missing || httpStatusOf(match.error) === 404;
  useEffect(() => {
    if (odds.gone || missing) navigate('/', { replace: true });
  }, [odds.gone, missing, navigate]);

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
  const flags = readMatchRouteState(location.state) ?? (data && { isBetlock: data.IsBetLock === 1, isMO: data.Matchodds === 1, isBM: data.BookMaker === 1, isFancy: data.Fancy === 1 });
  const event = useMemo<ClickedEvent | null>(
    () => (data ? { eid, gameId: data.gameId, eventName: data.eventName, seriesId: data.tournamentId, eventDate: data.eventDate, isBetLock: Boolean(flags?.isBetlock) } : null),
    [data, eid, flags?.isBetlock],
  );
  const sportId = Number(eid);
  const limits = useMemo(
    () => ({
      odds: limitsOf('Matchodds', sportId, eventId, stackLimits),
      bookmaker: limitsText(limitsOf('BookMaker', sportId, eventId, stackLimits)),
      fancy: limitsText(limitsOf('Fancy', sportId, eventId, stackLimits)),
    }),
    [sportId, eventId, stackLimits],
  );

  if (match.isLoading) return <PageLoader />;
  if (!data || !event || !flags) return <Message role="alert">{match.isError ? MSG.somethingWentWrong : MSG.noRecordFound}</Message>;

  const markets = (
    <>
      {flags.isMO && <MatchOddsBlock args={args} mobile={mobile} limits={limits.odds} cashout={<CashoutButton args={args} />} />}
      {flags.isBM && <BookmakerBlock args={args} mobile={mobile} limits={limits.bookmaker} />}
      <TossBlock args={args} eid={eid} eventDate={data.eventDate} mobile={mobile} />
      {flags.isFancy && <FancyBlock args={args} mobile={mobile} limits={limits.fancy} />}
    </>
  );

  return (
    <MatchContext.Provider value={event}>
      <Layout>
        <Center>
          <MatchHeader eid={eid} name={data.eventName} date={data.eventDate} locked={flags.isBetlock} />
          <ScorePanel eventId={eventId} live={started} />
          {mobile ? (
            <>
              <MatchTabs tab={tab} onChange={setTab} matchedCount={myBets.length} panelId={panelId} />
              <div id={panelId} role="tabpanel">
                {tab === 'odds' && markets}
                {tab === 'bets' && <MyBetList rows={myBets} />}
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
            <MyBetList rows={myBets} />
          </Right>
        )}
      </Layout>
    </MatchContext.Provider>
  );
}
