// Tables of the sports area (filled by the issue that builds it).
export interface SportsTables {}
