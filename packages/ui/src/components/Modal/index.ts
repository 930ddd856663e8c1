export { Modal, type ModalProps, type ModalVariant } from './Modal.tsx';
