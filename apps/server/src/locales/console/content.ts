/** Messages of the console's content area. */
export const contentEn = {
  'content.versionExists': 'This article already has a version in this language',
  'content.nameTaken': 'Another article of this type already uses this name',
} as const;

export const contentZhCn: Record<keyof typeof contentEn, string> = {
  'content.versionExists': '这篇文章已有该语言的版本',
  'content.nameTaken': '同类型的另一篇文章已使用这个标识',
};
