import { createApiCaller } from '../../../lib/http';
import { requestConsole } from './console-http';

/**
 * Calls a console endpoint of the shared contract (`callConsole(CONSOLE_API.stores.list, {query})`) as the
 * signed-in operator, parsing the answer with the entry's response schema, as `callApi` does for members.
 */
export const callConsole = createApiCaller(requestConsole);
