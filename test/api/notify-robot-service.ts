import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One post the local robot received: its path with the query (DingTalk's timestamp and sign) and JSON body. */
export interface RobotReceived {
  url: string;
  body: any;
}

/**
 * A group robot's webhook on an ephemeral localhost port (what qyapi.weixin.qq.com / oapi.dingtalk.com are): records
 * every post and answers `status` with `{errcode, errmsg}` (200 and errcode 0 by default, as both robots do).
 */
export async function startRobotService() {
  const received: RobotReceived[] = [];
  let status = 200;
  let answer: unknown = { errcode: 0, errmsg: 'ok' };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') });
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    webhook: `http://127.0.0.1:${port}/cgi-bin/webhook/send?key=test-key`,
    received,
    answer: (s: number, body: unknown = { errcode: 0, errmsg: 'ok' }) => {
      status = s;
      answer = body;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
