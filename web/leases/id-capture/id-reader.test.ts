import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { idCardCheckChar, sexFromIdNumber } from '../../../sync/rules/common/id-card';
import {
  DEFAULT_ID_READER,
  DEFAULT_ID_READER_URL,
  ID_READER_KEY,
  ID_READER_MSG,
  isReaderUrl,
  loadIdReaderSettings,
  parseIdReaderSettings,
  parseSex,
  readIdCard,
  saveIdReaderSettings,
  subscribeIdReaderSettings,
} from './id-reader';

const MALE_ID = '33010219900307123' + idCardCheckChar('33010219900307123'); // 17th digit 3: male
const FEMALE_ID = '11010519491231002X'; // the GB 11643 example, 17th digit 2: female
const WRONG_CHECK = MALE_ID.slice(0, 17) + (MALE_ID[17] === '1' ? '2' : '1');

/** A stand-in reader service: each path answers one way. */
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/flat': (_req, res) =>
    json(res, { name: '张三', sex: '男', cardno: MALE_ID, address: '浙江省杭州市西湖区文三路1号' }),
  '/wrapped': (_req, res) =>
    json(res, {
      code: 0,
      msg: 'ok',
      data: { Name: ' 李四 ', Sex: 1, CardNo: FEMALE_ID.toLowerCase(), Address: '北京市东城区' },
    }),
  '/wrapped-string': (_req, res) =>
    json(res, { retData: JSON.stringify({ name: '王五', cardno: MALE_ID, address: '' }) }),
  '/gbk': (_req, res) => {
    // {"name":"张三","sex":"男","cardno":"…","address":"杭州"} encoded in GBK.
    const gbk = (hex: string) => Buffer.from(hex, 'hex');
    const body = Buffer.concat([
      Buffer.from('{"name":"'),
      gbk('d5c5c8fd'), // 张三
      Buffer.from('","sex":"'),
      gbk('c4d0'), // 男
      Buffer.from(`","cardno":"${MALE_ID}","address":"`),
      gbk('babcd6dd'), // 杭州
      Buffer.from('"}'),
    ]);
    res.writeHead(200, { 'content-type': 'application/json; charset=GBK', 'access-control-allow-origin': '*' });
    res.end(body);
  },
  '/no-card': (_req, res) => json(res, { code: -2, msg: 'no card' }),
  '/not-json': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html>reader</html>');
  },
  '/array': (_req, res) => json(res, [1, 2, 3]),
  '/bad-number': (_req, res) => json(res, { name: '赵六', sex: '女', cardno: WRONG_CHECK, address: '杭州' }),
  '/error': (_req, res) => {
    res.writeHead(500);
    res.end('boom');
  },
  '/hang': () => {
    // never answers
  },
};

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
}

let server: Server;
let base = '';
const methods: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    methods.push(req.method ?? '');
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) route(req, res);
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('reading the card from a local reader service', () => {
  it('reads the spec fields from a flat reply with a GET', async () => {
    methods.length = 0;
    const r = await readIdCard(fetch, 5000, `${base}/flat`);
    expect(r).toEqual({ name: '张三', sex: 0, idNumber: MALE_ID, address: '浙江省杭州市西湖区文三路1号' });
    expect(methods).toEqual(['GET']);
  });

  it('reads a reply wrapped in data, with other key cases, numeric sex and a lower-case x', async () => {
    const r = await readIdCard(fetch, 5000, `${base}/wrapped`);
    expect(r).toEqual({ name: '李四', sex: 1, idNumber: FEMALE_ID, address: '北京市东城区' });
  });

  it('reads a JSON string inside the wrapper and takes the sex from the number when missing', async () => {
    const r = await readIdCard(fetch, 5000, `${base}/wrapped-string`);
    expect(r).toEqual({ name: '王五', sex: 0, idNumber: MALE_ID, address: '' });
  });

  it('decodes a GBK reply by its charset', async () => {
    const r = await readIdCard(fetch, 5000, `${base}/gbk`);
    expect(r).toEqual({ name: '张三', sex: 0, idNumber: MALE_ID, address: '杭州' });
  });

  it('says no card is on the reader when the reply has no card fields', async () => {
    expect(await readIdCard(fetch, 5000, `${base}/no-card`)).toEqual({ error: ID_READER_MSG.noCard });
    expect(ID_READER_MSG.noCard).toBe('未读取到身份证，请将身份证放在读卡器上');
  });

  it('refuses malformed replies', async () => {
    expect(await readIdCard(fetch, 5000, `${base}/not-json`)).toEqual({ error: ID_READER_MSG.unreadable });
    expect(await readIdCard(fetch, 5000, `${base}/array`)).toEqual({ error: ID_READER_MSG.unreadable });
  });

  it('refuses a number whose check character is wrong', async () => {
    expect(await readIdCard(fetch, 5000, `${base}/bad-number`)).toEqual({ error: ID_READER_MSG.badNumber });
  });

  it('reports an HTTP error status', async () => {
    expect(await readIdCard(fetch, 5000, `${base}/error`)).toEqual({ error: '读卡器返回错误（错误码 500）' });
  });

  it('gives up after the timeout when the reader does not answer', async () => {
    const started = performance.now();
    const r = await readIdCard(fetch, 300, `${base}/hang`);
    const took = performance.now() - started;
    expect(r).toEqual({ error: ID_READER_MSG.timeout });
    expect(took).toBeGreaterThanOrEqual(280);
    expect(took).toBeLessThan(3000);
  });

  it('says the reader is not connected when nothing listens', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    expect(await readIdCard(fetch, 5000, `http://127.0.0.1:${port}/api/ReadMsg`)).toEqual({ error: '读卡器未连接' });
  });

  it('refuses an address that is not http(s) without calling it', async () => {
    let called = false;
    const spy: typeof fetch = async () => {
      called = true;
      return new Response('{}');
    };
    expect(await readIdCard(spy, 5000, 'ftp://127.0.0.1/x')).toEqual({ error: ID_READER_MSG.badUrl });
    expect(await readIdCard(spy, 5000, 'not a url')).toEqual({ error: ID_READER_MSG.badUrl });
    expect(called).toBe(false);
  });
});

describe('reader settings on the device', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
  };

  it('defaults to off at the loopback address', () => {
    expect(DEFAULT_ID_READER).toEqual({ enabled: false, url: 'http://127.0.0.1:8989/api/ReadMsg' });
    expect(loadIdReaderSettings(memory())).toEqual(DEFAULT_ID_READER);
    expect(loadIdReaderSettings(null)).toEqual(DEFAULT_ID_READER);
  });

  it('saves under gongyu.idReader, reads back and tells subscribers', () => {
    const store = memory();
    let told = 0;
    const stop = subscribeIdReaderSettings(() => told++);
    saveIdReaderSettings({ enabled: true, url: ' http://192.168.1.20:8989/api/ReadMsg ' }, store);
    stop();
    saveIdReaderSettings({ enabled: true, url: '' }, store);
    expect(told).toBe(1);
    expect(JSON.parse(store.m.get(ID_READER_KEY)!)).toEqual({ enabled: true, url: DEFAULT_ID_READER_URL });
    saveIdReaderSettings({ enabled: true, url: 'http://192.168.1.20:8989/api/ReadMsg' }, store);
    expect(loadIdReaderSettings(store)).toEqual({ enabled: true, url: 'http://192.168.1.20:8989/api/ReadMsg' });
  });

  it('falls back field by field on damaged values', () => {
    expect(parseIdReaderSettings('not json')).toEqual(DEFAULT_ID_READER);
    expect(parseIdReaderSettings('null')).toEqual(DEFAULT_ID_READER);
    expect(parseIdReaderSettings('{"enabled":"yes","url":"http://a:1/x"}')).toEqual({
      enabled: false,
      url: 'http://a:1/x',
    });
    expect(parseIdReaderSettings('{"enabled":true,"url":5}')).toEqual({ enabled: true, url: DEFAULT_ID_READER_URL });
  });

  it('checks reader addresses', () => {
    expect(isReaderUrl('http://127.0.0.1:8989/api/ReadMsg')).toBe(true);
    expect(isReaderUrl('https://reader.local/read')).toBe(true);
    expect(isReaderUrl('127.0.0.1:8989')).toBe(false);
    expect(isReaderUrl('')).toBe(false);
  });
});

describe('sex values', () => {
  it('understands 男/女, 0/1 and M/F, and the number', () => {
    expect([parseSex('男'), parseSex(0), parseSex('0'), parseSex('M')]).toEqual([0, 0, 0, 0]);
    expect([parseSex('女'), parseSex(1), parseSex('1'), parseSex('f')]).toEqual([1, 1, 1, 1]);
    expect(parseSex('未知')).toBeNull();
    expect(parseSex(2)).toBeNull();
    // a reply without a sex field takes it from the number (sync/id-card.ts sexFromIdNumber)
    expect(sexFromIdNumber(MALE_ID)).toBe(0);
  });
});
