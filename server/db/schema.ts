// The database as Kysely sees it: one interface per area, joined here.
import type { CoreTables } from './tables/core';
import type { SportsTables } from './tables/sports';
import type { BetTables } from './tables/bets';
import type { WalletTables } from './tables/wallet';
import type { OperatorTables } from './tables/operator';
import type { ProtectionTables } from './tables/protection';
import type { StaffTables } from './tables/staff';
import type { SecurityTables } from './tables/security';

export interface Database
  extends CoreTables, SportsTables, BetTables, WalletTables, OperatorTables, ProtectionTables, StaffTables, SecurityTables {}
