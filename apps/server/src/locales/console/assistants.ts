/** Messages of the console's and store owners' assistants and their knowledge. */
export const assistantsEn = {
  'assistants.notFound': "This store's assistant does not exist",
  'assistants.published': 'Published: the assistant answers with it now',
  'assistants.testFailed': 'The provider did not answer: {reason}',
  'assistants.regressed':
    'Not published: the draft answers {count} check(s) worse than the published assistant. Review them and confirm to publish anyway',
  'answerChecks.notFound': 'This answer check does not exist',
  'answerChecks.tooMany': 'A store keeps at most {max} answer checks: remove some first',
  'knowledge.notFound': 'This knowledge entry does not exist',
  'knowledge.imported': 'Knowledge imported',
  'knowledge.importFailed': 'Nothing was imported: correct the rows listed and try again',
  'knowledge.csvTooLarge': 'The file is too large: import at most 5,000 entries at a time',
  'knowledge.csvUnreadable':
    'This record cannot be read: a quote is not closed, or text follows a closing quote',
  'knowledge.csvMissingColumn': 'The header row has no "{column}" column',
  'knowledge.csvNoRows': 'The file has no entries below its header row',
  'knowledge.csvTooManyRows': 'The file has more than {max} entries',
} as const;

export const assistantsZhCn: Record<keyof typeof assistantsEn, string> = {
  'assistants.notFound': '该店铺的助手不存在',
  'assistants.published': '已发布，助手现在按新设置回答',
  'assistants.testFailed': '服务没有应答：{reason}',
  'assistants.regressed': '未发布：草稿有 {count} 条检查答得比已发布的助手差。请查看后确认，仍要发布再提交',
  'answerChecks.notFound': '该回答检查不存在',
  'answerChecks.tooMany': '每个店铺最多保留 {max} 条回答检查：请先删除一些',
  'knowledge.notFound': '该知识条目不存在',
  'knowledge.imported': '导入成功',
  'knowledge.importFailed': '未导入任何条目：请修改列出的行后重试',
  'knowledge.csvTooLarge': '文件太大：每次最多导入 5000 条',
  'knowledge.csvUnreadable': '无法读取这一条记录：引号没有闭合，或闭合引号后还有文字',
  'knowledge.csvMissingColumn': '表头缺少「{column}」列',
  'knowledge.csvNoRows': '文件在表头下面没有条目',
  'knowledge.csvTooManyRows': '文件超过 {max} 条',
};
