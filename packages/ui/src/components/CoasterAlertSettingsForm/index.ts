export {
  CoasterAlertSettingsForm,
  type CoasterAlertSaveState,
  type CoasterAlertSettingsFormProps,
} from './CoasterAlertSettingsForm.tsx';
