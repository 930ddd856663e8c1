export {
  LicenseScenariosDialog,
  scenarioTitleIn,
  type ScenarioListState,
  type LicenseScenariosDialogNotice,
  type LicenseScenariosDialogProps,
} from './LicenseScenariosDialog.tsx';
