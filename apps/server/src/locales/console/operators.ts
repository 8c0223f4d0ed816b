/** Messages of the console's sign-in, operators and log. */
export const operatorsEn = {
  'console.saved': 'Saved',
  'console.deleted': 'Deleted',
  'operators.notFound': 'This operator does not exist',
  'operators.usernameTaken': 'This username is already taken',
  'operators.notYourself': 'You cannot delete, disable or demote yourself',
} as const;

export const operatorsZhCn: Record<keyof typeof operatorsEn, string> = {
  'console.saved': '保存成功',
  'console.deleted': '删除成功',
  'operators.notFound': '该管理员不存在',
  'operators.usernameTaken': '该用户名已被占用',
  'operators.notYourself': '不能删除、禁用自己或降低自己的角色',
};
