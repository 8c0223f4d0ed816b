/** Messages of the console's sign-in, operators and log. */
export const operatorsEn = {
  'console.saved': 'Saved',
  'console.deleted': 'Deleted',
  'operators.notFound': 'This operator does not exist',
  'operators.usernameTaken': 'This username is already taken',
  'operators.notYourself': 'You cannot delete, disable or demote yourself',
  // Operators have no "find password": an owner sets a new one under Operators.
  'operators.accountLocked':
    'Too many failed sign-ins. Please try again in {minutes} minutes, or ask an owner to set you a new password',
} as const;

export const operatorsZhCn: Record<keyof typeof operatorsEn, string> = {
  'console.saved': '保存成功',
  'console.deleted': '删除成功',
  'operators.notFound': '该管理员不存在',
  'operators.usernameTaken': '该用户名已被占用',
  'operators.notYourself': '不能删除、禁用自己或降低自己的角色',
  'operators.accountLocked': '登录失败次数过多，请 {minutes} 分钟后再试，或请所有者为你设置新密码',
};
