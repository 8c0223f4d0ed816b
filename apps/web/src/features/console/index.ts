export { ConsoleApp } from './console-app';
export type { TConsoleChrome } from './shell/types';
