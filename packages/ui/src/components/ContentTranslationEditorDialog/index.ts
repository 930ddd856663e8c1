export {
  ContentTranslationEditorDialog,
  type ContentTranslationKind,
  type ContentTranslationEditorDialogProps,
  type ContentTranslationTexts,
} from './ContentTranslationEditorDialog.tsx';
