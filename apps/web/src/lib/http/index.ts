export { http, request } from './client';
export { HttpError, statusMessage } from './errors';
export { commonHeaders } from './headers';
export { endLogin } from './login-state';
export { serializeParams } from './params-serializer';
export { renewToken } from './refresh-token';
