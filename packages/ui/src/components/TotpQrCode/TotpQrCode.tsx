import { useMemo } from 'react';
import encodeQR from 'qr';
import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';

export interface TotpQrCodeProps {
  /** The `otpauth://totp/...` address an authenticator app reads from the code. */
  uri: string;
  /** Accessible name of the picture. */
  label: string;
}

const StyledQrCode = styled.svg`
  display: block;
  inline-size: calc(${vars.space[12]} * 4);
  max-inline-size: 100%;
  block-size: auto;
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

/** One square path for every dark module, so the picture is a single element however large the code. */
function modulesPath(modules: boolean[][]): string {
  return modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
}

/**
 * The QR code of an authenticator secret, drawn in the browser as SVG elements: the secret never leaves the page
 * in a request for a picture, and no inline markup or data address needs the content security policy relaxed.
 */
export function TotpQrCode({ uri, label }: TotpQrCodeProps) {
  const modules = useMemo(() => encodeQR(uri, 'raw', { ecc: 'medium', border: 2 }), [uri]);
  const size = modules.length;
  return (
    <StyledQrCode role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <path d={modulesPath(modules)} fill="currentColor" />
    </StyledQrCode>
  );
}
