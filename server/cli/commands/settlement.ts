// Operator commands for markets: settle one by hand (the winner, or the runs of a fancy session), or
// void it. Both go through the admin API, so a market settles once whoever asks first.
import { ADMIN_SETTLEMENT_PATHS, type SettleMarketRequest } from '../../../src/domain/contract/reports';
import { integer, UsageError, type CliCommand } from '../registry';

const market = { description: "the market's id, e.g. 1.1000042 (match odds), 3.100004201 (a fancy session)", required: true };

export const settlementCommands: CliCommand[] = [
  {
    name: 'settle',
    summary: 'settle a market: --winner for match odds, bookmaker and toss; --runs for a fancy session',
    flags: {
      market,
      winner: { description: "the winning runner's selectionId" },
      runs: { description: 'the runs the session made (YES wins at runs ≥ its line)' },
    },
    oneOf: [['winner', 'runs']],
    run: (client, flags) => {
      if (flags.winner !== undefined && flags.runs !== undefined) throw new UsageError('give --winner or --runs, not both');
      const body: SettleMarketRequest =
        flags.winner !== undefined ? { winnerSelectionId: integer('winner', flags.winner) } : { runs: integer('runs', flags.runs) };
      return client.call('POST', ADMIN_SETTLEMENT_PATHS.settle(flags.market ?? ''), body);
    },
  },
  {
    name: 'void',
    summary: "void a market: every matched bet's stake is returned (no profit or loss)",
    flags: { market },
    run: (client, flags) => client.call('POST', ADMIN_SETTLEMENT_PATHS.void(flags.market ?? '')),
  },
];
