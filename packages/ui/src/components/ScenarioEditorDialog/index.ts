export { ScenarioEditorDialog, type ScenarioEditorDialogProps } from './ScenarioEditorDialog.tsx';
export {
  allowsNumericKey,
  numericText,
  scenarioSubmission,
  validateScenarioForm,
  type ScenarioEditorFields,
  type ScenarioEditorSubmission,
} from './scenarioForm.ts';
