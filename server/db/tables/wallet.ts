// Tables of the wallet area (filled by the issue that builds it).
export interface WalletTables {}
