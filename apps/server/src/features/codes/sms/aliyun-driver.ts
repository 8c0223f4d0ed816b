import { createHmac, randomUUID } from 'node:crypto';
import type { SmsDriver, TSmsMessage } from './sms-driver.js';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** A template with one `${code}` variable. */
  templateCode: string;
  /** Dysmsapi endpoint, https://dysmsapi.aliyuncs.com unless a test stands in for it. */
  endpoint: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Aliyun's POP percent-encoding: RFC 3986 unreserved characters stay, everything else (including the
 * `!'()*` that encodeURIComponent keeps, and space as %20 rather than +) becomes UTF-8 %XY.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The canonicalised query: parameters sorted by name, names and values encoded, joined with & and =. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key] ?? '')}`)
    .join('&');
}

/**
 * Signature 1.0 of Aliyun's RPC APIs: Base64(HMAC-SHA1(secret + '&', METHOD&%2F&encode(canonical query))).
 * Pure and exported so a test can hold it against Aliyun's documented example.
 */
export function signAliyunRpc(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  secret: string,
): string {
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** ISO 8601 UTC to the second, the only Timestamp form Aliyun accepts. */
function aliyunTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

interface AliyunAnswer {
  Code?: unknown;
  RequestId?: unknown;
}

/**
 * Sends verification codes through Aliyun Dysmsapi SendSms (2017-05-25). Errors name Aliyun's Code and
 * RequestId only: Aliyun's Message can echo the string it signed, which holds the code.
 */
export function createAliyunSmsDriver(options: AliyunSmsOptions): SmsDriver {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'aliyun',
    async send(message: TSmsMessage): Promise<void> {
      const params: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.mobile,
        RegionId: 'cn-hangzhou',
        SignName: options.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: options.templateCode,
        TemplateParam: JSON.stringify({ code: message.code }),
        Timestamp: aliyunTimestamp(new Date()),
        Version: '2017-05-25',
      };
      const signature = signAliyunRpc('POST', params, options.accessKeySecret);
      const body = `${aliyunCanonicalQuery(params)}&Signature=${aliyunPercentEncode(signature)}`;
      let status: number;
      let answer: AliyunAnswer;
      try {
        const response = await doFetch(options.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        answer = parseAnswer(await response.text());
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new Error(`Aliyun SMS ${timedOut ? `timed out after ${timeoutMs} ms` : 'request failed'}`, {
          cause: error,
        });
      }
      if (status >= 200 && status < 300 && answer.Code === 'OK') return;
      const code = typeof answer.Code === 'string' ? answer.Code : 'no Code';
      const requestId = typeof answer.RequestId === 'string' ? ` (RequestId ${answer.RequestId})` : '';
      throw new Error(`Aliyun SMS refused: ${code}, HTTP ${status}${requestId}`);
    },
  };
}

/** Aliyun answers JSON even on 4xx; anything else counts as an answer without a Code. */
function parseAnswer(text: string): AliyunAnswer {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}
