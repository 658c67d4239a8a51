import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { postWebhook } from "./webhook-delivery";

interface Receiver {
  origin: string;
  requests: Array<{ path: string; headers: IncomingMessage["headers"]; body: string }>;
}

let servers: Server[] = [];

/** A real HTTP server on 127.0.0.1 that records each request and answers with `answer`. */
async function startReceiver(answer: (response: ServerResponse, path: string) => void): Promise<Receiver> {
  const requests: Receiver["requests"] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      requests.push({ path: request.url ?? "", headers: request.headers, body });
      answer(response, request.url ?? "");
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

afterEach(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  servers = [];
});

const send = (url: string, options: { allowPrivate?: boolean; timeoutMs?: number } = {}) =>
  postWebhook(new URL(url), { "Content-Type": "application/json", "Webhook-Id": "job-1" }, '{"hello":"world"}', {
    allowPrivate: true,
    ...options,
  });

describe("postWebhook", () => {
  it("POSTs the body with its headers and answers the status", async () => {
    const receiver = await startReceiver((response) => response.writeHead(204).end());
    expect(await send(`${receiver.origin}/hook?x=1`)).toBe(204);
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request).toMatchObject({ path: "/hook?x=1", body: '{"hello":"world"}' });
    expect(request!.headers).toMatchObject({
      "content-type": "application/json",
      "webhook-id": "job-1",
      "content-length": "17",
    });
  });

  it("answers a 500 or 410 as a status (the task decides)", async () => {
    let status = 500;
    const receiver = await startReceiver((response) => response.writeHead(status).end("nope"));
    expect(await send(receiver.origin)).toBe(500);
    status = 410;
    expect(await send(receiver.origin)).toBe(410);
  });

  it("follows no redirect: the target is never requested", async () => {
    const receiver = await startReceiver((response, path) =>
      path === "/hook" ? response.writeHead(302, { Location: "/elsewhere" }).end() : response.writeHead(200).end(),
    );
    expect(await send(`${receiver.origin}/hook`)).toBe(302);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.requests.map((request) => request.path)).toEqual(["/hook"]);
  });

  it("gives up on a receiver that does not answer in time", async () => {
    const receiver = await startReceiver(() => {
      // Never answers.
    });
    const started = Date.now();
    await expect(send(receiver.origin, { timeoutMs: 300 })).rejects.toThrow("timed out after 0.3 s");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("takes the status of an answer that never ends, or is far too long, without reading it all", async () => {
    const endless = await startReceiver((response) => {
      response.writeHead(200, { "Content-Type": "text/plain" });
      response.write("x".repeat(1000));
    });
    expect(await send(endless.origin, { timeoutMs: 300 })).toBe(200);
    const huge = await startReceiver((response) => {
      response.writeHead(202);
      const chunk = "y".repeat(16 * 1024);
      const pump = () => {
        while (response.write(chunk));
        response.once("drain", pump);
      };
      pump();
    });
    expect(await send(huge.origin)).toBe(202);
  });

  it("names a refused connection by its code only", async () => {
    const receiver = await startReceiver((response) => response.end());
    const closed = receiver.origin;
    servers.pop()!.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(send(closed)).rejects.toThrow(/^ECONNREFUSED$/);
  });

  it("refuses private addresses unless allowed, and no request reaches the server", async () => {
    const receiver = await startReceiver((response) => response.writeHead(200).end());
    const port = new URL(receiver.origin).port;
    await expect(send(`http://127.0.0.1:${port}/hook`, { allowPrivate: false })).rejects.toThrow(
      /^refused: private address$/,
    );
    await expect(send(`http://[::ffff:127.0.0.1]:${port}/hook`, { allowPrivate: false })).rejects.toThrow(
      /^refused: private address$/,
    );
    // A name that resolves to loopback at connection time (as DNS rebinding would): the connection's own lookup refuses it.
    await expect(send(`http://localhost:${port}/hook`, { allowPrivate: false })).rejects.toThrow(
      /^refused: private address$/,
    );
    expect(receiver.requests).toEqual([]);
  });
});
