export { NewsModal, type NewsModalProps, type NewsModalSubmission } from './NewsModal.tsx';
