// GET /admin/feed: the feed's state as the leading feed process last reported it (the console's Feed
// page and `npm run operator -- feed`).
export interface FeedStatusView {
  source: string;
  /** Which process leads the feed ('host:pid'), or '' when none has reported. */
  holder: string;
  reportedAt: string | null;
  connection: string;
  lastMessageAgeS: number | null;
  messages: number;
  markets: Array<{ marketId: string; status: string }>;
  clk: string | null;
  initialClk: string | null;
  badInput: Record<string, number>;
  undecided: string[];
  lastErrors: Array<{ at: string; text: string }>;
}

export type FeedStatusResponse = FeedStatusView & { isSuccess: true };
