export {
  ScenarioModal,
  scenarioTitleIn,
  type ScenarioListState,
  type ScenarioModalNotice,
  type ScenarioModalProps,
} from './ScenarioModal.tsx';
