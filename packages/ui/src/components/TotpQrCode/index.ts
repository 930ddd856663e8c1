export { TotpQrCode, type TotpQrCodeProps } from './TotpQrCode.tsx';
