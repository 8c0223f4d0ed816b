export { createChatService, type TChatService } from './service.js';
