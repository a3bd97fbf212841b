/**
 * A local HTTP server speaking Ollama's protocol (/api/chat non-streaming, /api/tags), so the Ollama engine is
 * tested through the official client exactly as it talks to a real model server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequestSeen {
  model: string;
  stream: boolean;
  format: unknown;
  messages: { role: string; content: string }[];
}

export interface FakeOllama {
  url: string;
  requests: ChatRequestSeen[];
  /** What the next /api/chat answers: the assistant message content, and an optional delay. */
  answer(content: string | ((request: ChatRequestSeen) => string), delayMs?: number): void;
  close(): Promise<void>;
}

export async function startFakeOllama(models: string[] = ['llama3.2:3b']): Promise<FakeOllama> {
  const requests: ChatRequestSeen[] = [];
  let next: { content: string | ((request: ChatRequestSeen) => string); delayMs: number } = {
    content: '{}',
    delayMs: 0,
  };
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && req.url === '/api/tags') {
        res.end(
          JSON.stringify({ models: models.map((name) => ({ name, model: name, size: 1, digest: 'x', details: {} })) }),
        );
        return;
      }
      if (req.method !== 'POST' || req.url !== '/api/chat') {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: 'not found' }));
        return;
      }
      const request = JSON.parse(body) as ChatRequestSeen;
      requests.push(request);
      const content = typeof next.content === 'function' ? next.content(request) : next.content;
      const timer = setTimeout(() => {
        timers.delete(timer);
        res.end(
          JSON.stringify({
            model: request.model,
            created_at: new Date().toISOString(),
            message: { role: 'assistant', content },
            done: true,
            done_reason: 'stop',
            total_duration: 1,
            load_duration: 1,
            prompt_eval_count: 1,
            prompt_eval_duration: 1,
            eval_count: 1,
            eval_duration: 1,
          }),
        );
      }, next.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(content, delayMs = 0) {
      next = { content, delayMs };
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
