export {
  ContentTranslationModal,
  type ContentTranslationKind,
  type ContentTranslationModalProps,
  type ContentTranslationTexts,
} from './ContentTranslationModal.tsx';
