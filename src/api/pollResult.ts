// What a polled RTK Query subscription hands its component (`selectFromResult`). A hook re-renders its
// component whenever any field of its result changes, isFetching too: twice per poll, even when the
// answer is unchanged. On the match page the 15 s refresh of the bets and the balance re-rendered
// every market block that way (10 React commits per refresh; MatchPageBetting.test.tsx pins 0).

/** Only the data: a poll whose answer did not change renders nothing. */
export const dataOnly = <T>({ data }: { data?: T }) => ({ data });

const NOTHING = {};
/** A subscription kept only to fill the cache (another component reads it): it never re-renders. */
export const subscribeOnly = () => NOTHING;
