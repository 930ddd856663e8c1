export { ScenarioEditorModal, type ScenarioEditorModalProps } from './ScenarioEditorModal.tsx';
export {
  allowsNumericKey,
  numericText,
  scenarioSubmission,
  validateScenarioForm,
  type ScenarioEditorFields,
  type ScenarioEditorSubmission,
} from './scenarioForm.ts';
