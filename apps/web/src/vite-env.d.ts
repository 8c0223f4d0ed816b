/// <reference types="vite/client" />

/** Id of this build, the same as `dist/builds/latest.json` of the build that produced the bundle. */
declare const __BUILD_ID__: string;
