/** Messages of the console's members area. */
export const membersEn = {
  'members.notFound': 'This member does not exist',
  'members.passwordReset': 'Password set. The member has been logged out everywhere',
  'members.balanceChanged': 'Balance adjusted',
  'members.moneyBelowZero': 'This would take the balance below zero: the member has {current}',
  'members.scoreBelowZero': 'This would take the points below zero: the member has {current}',
} as const;

export const membersZhCn: Record<keyof typeof membersEn, string> = {
  'members.notFound': '该会员不存在',
  'members.passwordReset': '密码已重置，该会员已在所有设备上退出登录',
  'members.balanceChanged': '调整成功',
  'members.moneyBelowZero': '余额不能低于零：该会员当前余额为 {current}',
  'members.scoreBelowZero': '积分不能低于零：该会员当前积分为 {current}',
};
