import { ZUploadFields, ZUploadResult } from '../schemas/upload.js';
import { endpoint } from './endpoint.js';

export const uploadApi = {
  /** The server checks the file's type, size and content again. */
  file: endpoint({
    method: 'POST',
    path: '/api/ajax/upload',
    access: 'member',
    body: ZUploadFields,
    files: ['file'],
    response: ZUploadResult,
  }),
};
