export { ContractError, callApi, createApiCaller, type TCallInput } from './call-api';
export { HttpError, statusMessage } from './errors';
export { readEventStream } from './event-stream';
export { commonHeaders } from './headers';
export { followLiveStream } from './live-stream';
export { endLogin } from './login-state';
export { serializeParams } from './params-serializer';
export { renewToken } from './refresh-token';
export { createTokenRenewer } from './token-renewer';
