export {
  WalletStatementReportScreen,
  type WalletStatementExportKind,
  type WalletStatementReportScreenProps,
} from './WalletStatementReportScreen.tsx';
