import { assistantsEn, assistantsZhCn } from './assistants.js';
import { contentEn, contentZhCn } from './content.js';
import { conversationsEn, conversationsZhCn } from './conversations.js';
import { logEn, logZhCn } from './log.js';
import { membersEn, membersZhCn } from './members.js';
import { operatorsEn, operatorsZhCn } from './operators.js';
import { rulesEn, rulesZhCn } from './rules.js';
import { settingsEn, settingsZhCn } from './settings.js';
import { storesEn, storesZhCn } from './stores.js';

/**
 * The console's server messages, one file per area (each exports its English messages and their Chinese, whose
 * type demands the same keys).
 */
export const consoleEn = {
  ...operatorsEn,
  ...membersEn,
  ...contentEn,
  ...settingsEn,
  ...rulesEn,
  ...storesEn,
  ...assistantsEn,
  ...conversationsEn,
  ...logEn,
} as const;

export const consoleZhCn: Record<keyof typeof consoleEn, string> = {
  ...operatorsZhCn,
  ...membersZhCn,
  ...contentZhCn,
  ...settingsZhCn,
  ...rulesZhCn,
  ...storesZhCn,
  ...assistantsZhCn,
  ...conversationsZhCn,
  ...logZhCn,
};
