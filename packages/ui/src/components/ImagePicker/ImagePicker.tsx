import { useId, useMemo, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { FieldError, FieldHint, StyledFieldLabelText, StyledFieldStack, fieldDescription } from '../Field/index.ts';
import { Stack } from '../Stack/index.ts';

/** The picture types the server accepts (ADR 0016); the browser's file dialog offers only these. */
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Whether a chosen file is an image the server accepts, judged by the type the browser reports. */
export function isAcceptedImage(file: Pick<File, 'type'>): boolean {
  return (acceptedImageTypes as readonly string[]).includes(file.type);
}

export interface ImagePickerProps {
  /** Visible label of the field. */
  label: string;
  /** The picture chosen in this form; null until one is. */
  value: File | null;
  /** Called with the chosen image, or with null and nothing else when the file is not an accepted image. */
  onChange: (file: File | null, accepted: boolean) => void;
  /** Address of the picture saved before (edit forms); shown until another is chosen. */
  currentUrl?: string;
  /** Error message; marks the field invalid and is read with the button. */
  error?: string;
  /** Shows the required asterisk and tells assistive technology. */
  required?: boolean;
  /** Greys the button out while the form is saved. */
  disabled?: boolean;
}

const StyledFigure = styled.figure`
  position: relative;
  margin: 0;
  width: calc(${vars.size.controlLg} * 3);
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & > span {
    position: absolute;
    inset-block-start: ${vars.space[1]};
    inset-inline-start: ${vars.space[1]};
  }
`;

const StyledFileName = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * A picture field: a button opens the file dialog (PNG, JPEG and WebP only), a preview shows the chosen picture with a
 * "New image" badge, or the current one of an edited item.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  currentUrl,
  error,
  required = false,
  disabled = false,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const { hintId, errorId, describedBy } = fieldDescription(inputId, { hint: true, error });
  // The blob: address of the chosen file, released once the preview has drawn it.
  const previewUrl = useMemo(() => (value ? URL.createObjectURL(value) : undefined), [value]);
  const shownUrl = previewUrl ?? currentUrl;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    onChange(isAcceptedImage(file) ? file : null, isAcceptedImage(file));
  }

  return (
    <StyledFieldStack role="group" aria-labelledby={labelId}>
      <StyledFieldLabelText id={labelId} htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </StyledFieldLabelText>
      <FieldHint id={hintId}>{t('adminContent.picture.hint')}</FieldHint>
      <Stack direction="row" gap={3} align="center" wrap>
        {shownUrl && (
          <StyledFigure>
            <img
              src={shownUrl}
              alt={previewUrl ? t('adminContent.picture.preview') : t('adminContent.picture.current')}
              onLoad={() => {
                if (previewUrl) URL.revokeObjectURL(previewUrl);
              }}
            />
            {previewUrl && <Badge tone="info">{t('adminContent.picture.newImage')}</Badge>}
          </StyledFigure>
        )}
        <Button
          variant="secondary"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
        >
          {shownUrl ? t('adminContent.picture.replace') : t('adminContent.picture.choose')}
        </Button>
        {value && <StyledFileName>{value.name}</StyledFileName>}
      </Stack>
      {/* The real input stays in the page (for tests and assistive technology) but is reached through the button. */}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={acceptedImageTypes.join(',')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        hidden
        onChange={choose}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </StyledFieldStack>
  );
}
