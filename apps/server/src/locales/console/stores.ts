/** Messages of the console's and store owners' stores. */
export const storesEn = {
  'stores.hasConversations': '"{name}" has conversations and cannot be deleted: close it instead',
} as const;

export const storesZhCn: Record<keyof typeof storesEn, string> = {
  'stores.hasConversations': '「{name}」已有对话记录，不能删除，可以改为关闭',
};
