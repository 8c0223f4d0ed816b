export { ConsoleApp } from './console-app';
export { callConsole } from './lib/call-console';
export { streamConsole } from './lib/stream-console';
export type { TConsoleChrome, TConsoleWorkspace } from './shell/types';
