import { useMemo } from 'react';
import styled from 'styled-components';
import { deferredModule } from '../../hooks/deferredModule.ts';
import { vars } from '../../theme/vars.ts';

export interface TotpQrCodeProps {
  /** The `otpauth://totp/...` address an authenticator app reads from the code. */
  uri: string;
  /** Accessible name of the picture. */
  label: string;
}

/**
 * The QR encoder, downloaded when a code is first drawn, not with the profile: the code shows only during an
 * enrolment, and the encoder is a third of the profile's own first code (ADR 0014).
 */
const qrEncoder = deferredModule(() => import('qr'));

const StyledQrCode = styled.svg`
  display: block;
  inline-size: calc(${vars.space[12]} * 4);
  max-inline-size: 100%;
  block-size: auto;
  aspect-ratio: 1;
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

/** One square path for every dark module, so the picture is a single element however large the code. */
function modulesPath(modules: boolean[][]): string {
  return modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
}

/**
 * The QR code of an authenticator secret, drawn in the browser as SVG elements: the secret never leaves the page
 * in a request for a picture, and no inline markup or data address needs the content security policy relaxed. Until
 * the encoder has arrived the picture keeps its place, empty and busy.
 */
export function TotpQrCode({ uri, label }: TotpQrCodeProps) {
  const qr = qrEncoder.useModule();
  const modules = useMemo(() => qr?.default(uri, 'raw', { ecc: 'medium', border: 2 }), [qr, uri]);
  const size = modules?.length ?? 1;
  return (
    <StyledQrCode
      role="img"
      aria-label={label}
      aria-busy={modules ? undefined : true}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      {modules && <path d={modulesPath(modules)} fill="currentColor" />}
    </StyledQrCode>
  );
}
