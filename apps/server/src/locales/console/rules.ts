/** Messages of the console's menus and rules. */
export const rulesEn = {
  'rules.notFound': 'This rule does not exist',
  'rules.parentNotFound': 'The parent rule does not exist',
  'rules.parentLoop': 'A rule cannot be placed under itself or one of its children',
  'rules.nameTaken': 'Another rule already has this name',
  'rules.pathTaken': 'Another rule of this type already has this path',
  'rules.hasChildren': 'This rule has children: delete or move them first',
} as const;

export const rulesZhCn: Record<keyof typeof rulesEn, string> = {
  'rules.notFound': '该规则不存在',
  'rules.parentNotFound': '上级规则不存在',
  'rules.parentLoop': '不能把规则放到它自己或它的下级之下',
  'rules.nameTaken': '已有其他规则使用该名称',
  'rules.pathTaken': '已有同类型的规则使用该路径',
  'rules.hasChildren': '该规则下还有子规则：请先删除或移走它们',
};
