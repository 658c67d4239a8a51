// The HTTP ceiling: the least a Node HTTP server can do per request on this machine.
// `npm run bench` runs it as a child process, so it has its own event loop like the app.
import { createServer } from "node:http";

const body = '{"status":"ok"}';
createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length });
  response.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
