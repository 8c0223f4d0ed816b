export { http, request } from './client';
export { HttpError, statusMessage } from './errors';
export { serializeParams } from './params-serializer';
