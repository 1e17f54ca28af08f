import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake model received, its JSON body parsed. */
export interface RecordedLlmRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are inspected with expect().
  body: any;
}

/** How the fake model answers the next requests. */
export type FakeLlmBehaviour =
  /** 200 with a chat completion whose message content is `text`. */
  | { kind: 'reply'; text: string }
  /** An HTTP error with a small JSON body, as providers send. */
  | { kind: 'status'; status: number }
  /** 200 with a body that is not a chat completion. */
  | { kind: 'raw'; body: string }
  /** Never answers (until the server closes): the relay's timeout must end the wait. */
  | { kind: 'hang' };

/**
 * A stand-in OpenAI-compatible chat-completions endpoint on node:http (loopback, any free port):
 * records every request it receives and answers as `behave` says.
 */
export async function startFakeLlmServer() {
  const requests: RecordedLlmRequest[] = [];
  let behaviour: FakeLlmBehaviour = { kind: 'reply', text: 'Olá! Estou aqui com você.' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '/', headers: req.headers, body });
      const now = behaviour;
      if (now.kind === 'hang') return;
      res.setHeader('Content-Type', 'application/json');
      if (now.kind === 'status') {
        res.statusCode = now.status;
        res.end(JSON.stringify({ error: { message: 'fake upstream failure', type: 'server_error' } }));
      } else if (now.kind === 'raw') {
        res.end(now.body);
      } else {
        res.end(JSON.stringify(completion(now.text, (body as { model?: string })?.model)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The chat-completions endpoint to give as COPILOT_LLM_URL. */
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    requests,
    behave(next: FakeLlmBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeLlmServer = Awaited<ReturnType<typeof startFakeLlmServer>>;

/** A chat completion as OpenAI's API shapes it. */
function completion(text: string, model = 'fake-model') {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
