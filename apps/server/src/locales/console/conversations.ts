/** Messages of the read-only conversations and the unanswered questions. */
export const conversationsEn = {
  'conversations.notFound': 'This conversation does not exist',
  'conversations.notUnanswered': 'This answer is not one the assistant could not give',
  'conversations.exportTooLarge': 'More than {max} messages match: choose a store or fewer days',
  'conversations.turnedIntoKnowledge':
    'Added to the draft: publish it and the assistant answers this question',
} as const;

export const conversationsZhCn: Record<keyof typeof conversationsEn, string> = {
  'conversations.notFound': '该对话不存在',
  'conversations.notUnanswered': '这条回答不是未能回答的问题',
  'conversations.exportTooLarge': '符合条件的消息超过 {max} 条：请选择店铺或缩短日期范围',
  'conversations.turnedIntoKnowledge': '已加入草稿，发布后助手就能回答这个问题',
};
