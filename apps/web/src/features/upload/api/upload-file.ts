import { API, type TUploadedFile } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/**
 * Uploads a file for a topic (which folder it is for, e.g. 'avatar'). The server checks type, size and
 * content again and answers with the stored file; refusals arrive as its translated message.
 */
export async function uploadFile(
  file: File,
  topic: string,
  onProgress?: (percent: number) => void,
): Promise<TUploadedFile> {
  const result = await callApi(API.upload.file, {
    body: { topic },
    files: { file },
    timeout: 120_000,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return result.file;
}
