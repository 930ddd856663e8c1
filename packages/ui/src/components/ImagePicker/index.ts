export { acceptedImageTypes, ImagePicker, isAcceptedImage, type ImagePickerProps } from './ImagePicker.tsx';
