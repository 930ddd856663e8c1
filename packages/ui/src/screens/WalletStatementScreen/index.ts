export {
  WalletStatementScreen,
  type WalletStatementExportKind,
  type WalletStatementScreenProps,
} from './WalletStatementScreen.tsx';
