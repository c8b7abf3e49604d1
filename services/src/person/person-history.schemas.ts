export {
  type TDiagnosticCreate,
  type TPersonHistoryItemDetailDto,
  type TPersonHistoryItemQuery,
  type TPersonHistoryPageDto,
  type TPersonHistoryQuery,
  ZDiagnosticCreate,
  ZPersonHistoryItemDetailDto,
  ZPersonHistoryItemQuery,
  ZPersonHistoryPageDto,
  ZPersonHistoryQuery,
} from '@teleconsulta/schema';
