export { createAreaService, type TAreaService } from './service.js';
