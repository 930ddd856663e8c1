import { useMutation } from '@tanstack/react-query';
import type { ImageTheme, UploadResponse } from '@orbit/contract';
import { ApiError, apiRequest } from '../client.ts';

/** What the console says when the upload's answer holds no image key (docs/domain.md#errors). */
export const imageUploadFailedMessage = 'Image upload failed';

/**
 * POST /api/upload/s3?theme= — one picture as multipart; with `imageKey` it replaces that image. An answer without
 * an image key is a failure (docs/domain.md#calls), whatever its status.
 */
export async function uploadImage(theme: ImageTheme, file: Blob, imageKey?: string): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'image');
  if (imageKey) form.append('imageKey', imageKey);
  const answer: Partial<UploadResponse> | null = await apiRequest('uploadImage', { query: { theme }, form });
  if (!answer?.imageKey) throw new ApiError(200, imageUploadFailedMessage);
  return answer as UploadResponse;
}

export function useUploadImage() {
  return useMutation({
    mutationFn: ({ theme, file, imageKey }: { theme: ImageTheme; file: Blob; imageKey?: string }) =>
      uploadImage(theme, file, imageKey),
  });
}
