import { ZUploadFields, ZUploadResult } from '../../schemas/upload.js';
import { endpoint } from '../endpoint.js';

/** Files operators upload for the site (its logo, a store's): checked like members' uploads. */
export const uploadConsoleApi = {
  file: endpoint({
    method: 'POST',
    path: '/api/admin/ajax/upload',
    access: 'operator',
    body: ZUploadFields,
    files: ['file'],
    response: ZUploadResult,
  }),
};
