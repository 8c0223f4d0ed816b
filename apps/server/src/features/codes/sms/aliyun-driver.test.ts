import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  aliyunCanonicalQuery,
  aliyunPercentEncode,
  createAliyunSmsDriver,
  signAliyunRpc,
} from './aliyun-driver.js';
import type { TSmsMessage } from './sms-driver.js';

describe('Aliyun RPC signature', () => {
  // Aliyun's own worked example for SendSms, "HTTP协议及签名" (help.aliyun.com/document_detail/56189, mirrored at
  // developer.aliyun.com/ask/218522): these inputs, signed with GET and secret testSecret, give the documented
  // Signature=zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D.
  const documented = {
    AccessKeyId: 'testId',
    Action: 'SendSms',
    Format: 'XML',
    OutId: '123',
    PhoneNumbers: '15300000001',
    RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007',
    TemplateParam: '{"customer":"test"}',
    Timestamp: '2017-07-12T02:42:19Z',
    Version: '2017-05-25',
  };

  it("matches Aliyun's documented SendSms example", () => {
    expect(signAliyunRpc('GET', documented, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sorts and encodes the canonical query the way the example does', () => {
    const query = aliyunCanonicalQuery({
      Timestamp: documented.Timestamp,
      SignName: documented.SignName,
      A: 'x',
    });
    expect(query).toBe(
      'A=x&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8&Timestamp=2017-07-12T02%3A42%3A19Z',
    );
  });

  it('encodes space as %20, * as %2A and keeps ~', () => {
    expect(aliyunPercentEncode("a b*c~'!()+/")).toBe('a%20b%2Ac~%27%21%28%29%2B%2F');
  });

  it('signs the HTTP method too', () => {
    expect(signAliyunRpc('POST', documented, 'testSecret')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});

/** Written apart from the driver, byte by byte from Aliyun's rule, so a shared mistake cannot pass. */
function encodeIndependently(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function verifySignature(form: URLSearchParams, secret: string): boolean {
  const pairs = [...form.entries()].filter(([key]) => key !== 'Signature');
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${encodeIndependently(k)}=${encodeIndependently(v)}`).join('&');
  const expected = createHmac('sha1', `${secret}&`)
    .update(`POST&%2F&${encodeIndependently(canonical)}`)
    .digest('base64');
  return form.get('Signature') === expected;
}

type Handler = (form: URLSearchParams, req: IncomingMessage, res: ServerResponse) => void;

describe('Aliyun SMS driver against a stand-in endpoint', () => {
  const secret = 'test-secret-value';
  const message: TSmsMessage = {
    mobile: '13812345678',
    event: 'user_login',
    code: '902431',
    lang: 'zh-cn',
    text: 'unused by template providers',
  };
  let server: Server;
  let endpoint: string;
  let handler: Handler;
  let received: Array<{ form: URLSearchParams; contentType: string | undefined; method: string | undefined }>;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        received.push({ form, contentType: req.headers['content-type'], method: req.method });
        handler(form, req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    received = [];
  });

  const driver = (timeoutMs?: number) =>
    createAliyunSmsDriver({
      accessKeyId: 'LTAI-test-id',
      accessKeySecret: secret,
      signName: '测试签名',
      templateCode: 'SMS_123456789',
      endpoint,
      timeoutMs,
    });

  const answer =
    (status: number, body: unknown): Handler =>
    (_form, _req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };

  it('posts a signed SendSms form and resolves on Code OK', async () => {
    handler = answer(200, { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'R1' });
    await expect(driver().send(message)).resolves.toBeUndefined();

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    const form = request?.form ?? new URLSearchParams();
    expect(Object.fromEntries(form)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      AccessKeyId: 'LTAI-test-id',
      PhoneNumbers: '13812345678',
      SignName: '测试签名',
      TemplateCode: 'SMS_123456789',
      RegionId: 'cn-hangzhou',
      Format: 'JSON',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
    });
    expect(JSON.parse(form.get('TemplateParam') ?? '{}')).toEqual({ code: '902431' });
    expect(form.get('Timestamp')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(form.get('SignatureNonce')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(verifySignature(form, secret)).toBe(true);
    expect(verifySignature(form, 'another-secret')).toBe(false);
  });

  it('uses a fresh nonce for every request', async () => {
    handler = answer(200, { Code: 'OK' });
    await driver().send(message);
    await driver().send(message);
    expect(received[0]?.form.get('SignatureNonce')).not.toBe(received[1]?.form.get('SignatureNonce'));
  });

  it("rejects with Aliyun's Code, and without the code or the secret, when Aliyun refuses", async () => {
    handler = answer(200, {
      Code: 'isv.BUSINESS_LIMIT_CONTROL',
      Message: `触发分钟级流控 TemplateParam={"code":"${message.code}"}`,
      RequestId: 'R2',
    });
    const error = await driver()
      .send(message)
      .then(
        () => new Error('resolved'),
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(Error);
    const text = error instanceof Error ? error.message : '';
    expect(text).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expect(text).not.toContain(message.code);
    expect(text).not.toContain(secret);
  });

  it('rejects on an HTTP error without a JSON answer', async () => {
    handler = (_form, _req, res) => {
      res.writeHead(502).end('bad gateway');
    };
    await expect(driver().send(message)).rejects.toThrow(/HTTP 502/);
  });

  it('rejects after the timeout when the endpoint never answers', async () => {
    handler = () => undefined;
    const started = Date.now();
    await expect(driver(300).send(message)).rejects.toThrow(/timed out after 300 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
