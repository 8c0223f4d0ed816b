import { type TUploadedFile, ZUploadedFile } from '@storefront/shared';
import { request } from '../../../lib/http';
import { isRecord } from '../../../lib/storage';

export class UploadShapeError extends Error {}

/**
 * POST /api/ajax/upload: multipart `file` and `topic` (which folder it is for, e.g. 'avatar'). The server checks
 * type, size and content again and answers with the stored file; refusals arrive as its translated message.
 */
export async function uploadFile(
  file: Blob,
  name: string,
  topic: string,
  onProgress?: (percent: number) => void,
): Promise<TUploadedFile> {
  const body = new FormData();
  body.append('topic', topic);
  body.append('file', file, name);
  const envelope = await request<unknown>({
    url: '/api/ajax/upload',
    method: 'post',
    data: body,
    timeout: 120_000,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  const parsed = ZUploadedFile.safeParse(isRecord(envelope.data) ? envelope.data.file : undefined);
  if (!parsed.success) throw new UploadShapeError(parsed.error.message);
  return parsed.data;
}
