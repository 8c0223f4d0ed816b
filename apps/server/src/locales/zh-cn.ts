import type { TServerMessageKey } from './en.js';

export const zhCn: Record<TServerMessageKey, string> = {
  'auth.pleaseLogin': '请先登录',
  'auth.tokenExpired': '登录态过期，请重新登录',
  'common.notFound': '请求地址出错：{url}',
};
