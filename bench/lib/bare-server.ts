// Child process of the HTTP anchors (bundled, run by plain node): a bare `node:http` server that
// answers each path with the exact bytes and content type it is given. Prints its port.
import http from 'node:http';

export interface BareAnswer {
  contentType: string;
  base64: string;
}

const answers = JSON.parse(process.argv[2]) as Record<string, BareAnswer>;
const bodies = new Map(Object.entries(answers).map(([p, a]) => [p, { type: a.contentType, body: Buffer.from(a.base64, 'base64') }]));

http
  .createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const found = bodies.get((req.url ?? '/').split('?')[0]);
      if (!found) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length });
      res.end(found.body);
    });
  })
  .listen(0, '127.0.0.1', function (this: http.Server) {
    const address = this.address();
    process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
  });
