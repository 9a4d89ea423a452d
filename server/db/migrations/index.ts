// Every migration, in order. Listed statically so tsx, Jest and a bundle all find them the same way.
import type { Migration } from 'kysely';
import * as core from './20261121_01_core';
import * as sports from './20261121_02_sports';
import * as bets from './20261121_03_bets';
import * as wallet from './20261121_04_wallet';
import * as reports from './20261121_05_reports';
import * as reportsSpeed from './20261121_06_reports_speed';
import * as betsSpeed from './20261121_07_bets_speed';
import * as betsIndexes from './20261121_08_bets_indexes';
import * as betsUpdateLock from './20261121_09_bets_update_lock';
import * as betsRunnersRead from './20261121_10_bets_runners_read';
import * as betRulesEpoch from './20261121_11_bet_rules_epoch';
import * as settlementFence from './20261121_12_settlement_fence';
import * as depositOnce from './20261125_15_deposit_once';
import * as walletOcrAmount from './20261125_19_wallet_ocr_amount';
import * as operatorActions from './20261125_20_operator_actions';
import * as marketControls from './20261125_21_market_controls';
import * as settlementRollback from './20261125_22_settlement_rollback';
import * as loginLock from './20261125_23_login_lock';
import * as demoExpiry from './20261125_25_demo_expiry';
import * as sessionRevocation from './20261125_26_session_revocation';
import * as addressLimits from './20261125_27_address_limits';
import * as eventRules from './20261125_29_event_rules';
import * as feedFailover from './20261125_28_feed_failover';
import * as playerProtection from './20261125_30_player_protection';
import * as summaryRollup from './20261125_33_summary_rollup';
import * as betsTouchWallet from './20261125_34_bets_touch_wallet';
import * as securityRoundTwo from './20261128_40_security_round_two';
import * as slipBytes from './20261128_41_slip_bytes';
import * as restingBets from './20261128_42_resting_bets';
import * as onePerson from './20261128_44_one_person';
import * as betfairStreamClock from './20261128_46_betfair_stream_clock';
import * as feedStatusNonRunners from './20261128_47_feed_status_non_runners';
import * as staff from './20261128_48_staff';
import * as walletQueueIndex from './20261128_50_wallet_queue_index';
import * as traderDesk from './20261128_52_trader_desk';
import * as deskLimits from './20261128_53_desk_limits';
import * as walletControls from './20261128_56_wallet_controls';
import * as alertSettings from './20261128_58_alert_settings';
import * as withdrawnRunners from './20261128_62_withdrawn_runners';
import * as playerLanguage from './20261128_63_player_language';
import * as playerNotes from './20261128_64_player_notes';
import * as playerKyc from './20261128_65_player_kyc';
import * as runnersEpoch from './20261128_66_runners_epoch';

export const migrations: Record<string, Migration> = {
  '20261121_01_core': core,
  '20261121_02_sports': sports,
  '20261121_03_bets': bets,
  '20261121_04_wallet': wallet,
  '20261121_05_reports': reports,
  '20261121_06_reports_speed': reportsSpeed,
  '20261121_07_bets_speed': betsSpeed,
  '20261121_08_bets_indexes': betsIndexes,
  '20261121_09_bets_update_lock': betsUpdateLock,
  '20261121_10_bets_runners_read': betsRunnersRead,
  '20261121_11_bet_rules_epoch': betRulesEpoch,
  '20261121_12_settlement_fence': settlementFence,
  '20261125_15_deposit_once': depositOnce,
  '20261125_19_wallet_ocr_amount': walletOcrAmount,
  '20261125_20_operator_actions': operatorActions,
  '20261125_21_market_controls': marketControls,
  '20261125_22_settlement_rollback': settlementRollback,
  '20261125_23_login_lock': loginLock,
  '20261125_25_demo_expiry': demoExpiry,
  '20261125_26_session_revocation': sessionRevocation,
  '20261125_27_address_limits': addressLimits,
  '20261125_28_feed_failover': feedFailover,
  '20261125_29_event_rules': eventRules,
  '20261125_30_player_protection': playerProtection,
  '20261125_33_summary_rollup': summaryRollup,
  '20261125_34_bets_touch_wallet': betsTouchWallet,
  '20261128_40_security_round_two': securityRoundTwo,
  '20261128_41_slip_bytes': slipBytes,
  '20261128_42_resting_bets': restingBets,
  '20261128_44_one_person': onePerson,
  '20261128_46_betfair_stream_clock': betfairStreamClock,
  '20261128_47_feed_status_non_runners': feedStatusNonRunners,
  '20261128_48_staff': staff,
  '20261128_50_wallet_queue_index': walletQueueIndex,
  '20261128_52_trader_desk': traderDesk,
  '20261128_53_desk_limits': deskLimits,
  '20261128_56_wallet_controls': walletControls,
  '20261128_58_alert_settings': alertSettings,
  '20261128_62_withdrawn_runners': withdrawnRunners,
  '20261128_63_player_language': playerLanguage,
  '20261128_64_player_notes': playerNotes,
  '20261128_65_player_kyc': playerKyc,
  '20261128_66_runners_epoch': runnersEpoch,
};
