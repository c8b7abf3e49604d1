export {
  type TDiagnosticCreate,
  type TPersonHistoryItemDetailDto,
  type TPersonHistoryItemQuery,
  type TPersonHistoryPageDto,
  type TPersonHistoryQuery,
  type TRecordLinkCreate,
  ZDiagnosticCreate,
  ZPersonHistoryItemDetailDto,
  ZPersonHistoryItemQuery,
  ZPersonHistoryPageDto,
  ZPersonHistoryQuery,
  ZRecordLinkCreate,
} from '@teleconsulta/schema';
