/** Messages of the console's site settings, and the test mail and SMS sent from there. */
export const settingsEn = {
  'settings.testMailSent': 'Test mail sent. Check the inbox',
  'settings.testMailQueued': 'No SMTP server is set: the test mail went to the outbox table',
  'settings.testSmsSent': 'Test SMS sent',
  'settings.testFailed': 'Sending failed: {reason}',
  'codes.testMailSubject': '{site}: test mail',
  'codes.testMailBody':
    'This is a test mail from {site}. The mail settings work: members can receive their verification codes.',
  'codes.testSmsBody': '[{site}] Test message, code {code}. The SMS settings work.',
} as const;

export const settingsZhCn: Record<keyof typeof settingsEn, string> = {
  'settings.testMailSent': '测试邮件已发送，请查收',
  'settings.testMailQueued': '未设置 SMTP 服务器：测试邮件已写入发件箱表（outbox）',
  'settings.testSmsSent': '测试短信已发送',
  'settings.testFailed': '发送失败：{reason}',
  'codes.testMailSubject': '{site}：测试邮件',
  'codes.testMailBody': '这是一封来自 {site} 的测试邮件。邮件设置可用：会员可以收到验证码了。',
  'codes.testSmsBody': '【{site}】测试短信，验证码 {code}。短信设置可用。',
};
