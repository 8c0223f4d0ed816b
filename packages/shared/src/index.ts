export * from './helpers/greeting.js';
export * from './helpers/time.js';
export * from './helpers/url.js';
export * from './locales/index.js';
export * from './protocol.js';
export * from './schemas/envelope.js';
export * from './schemas/site.js';
export * from './validation/rules.js';
