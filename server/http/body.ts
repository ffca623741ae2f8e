import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './errors';
import { requestHeader } from './request-header';

/** The largest request body the API reads (README "Limits"). */
const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = () => new AppError(413, 'O corpo da requisição é grande demais (máximo 1 MB).');

/**
 * Refuses a body that says it is over MAX_BODY_BYTES before any route runs, read or not. A body without a
 * length (chunked) is counted while it is read (readBodyText).
 */
export const refuseLargeBodies: MiddlewareHandler = async (c, next) => {
  if (Number(requestHeader(c, 'content-length')) > MAX_BODY_BYTES) {
    c.header('Connection', 'close'); // the unread body is not pulled off the wire
    throw tooLarge();
  }
  await next();
};

/**
 * The request body as text, at most MAX_BODY_BYTES (413 past it). Under @hono/node-server it is read from
 * Node's request itself: asking the web Request for it builds that Request, a Headers copy and a web stream
 * per body, ~0.1 ms of every search's POST. Elsewhere (app.request in tests), or once
 * something else has started reading Node's request, it is read through the web Request.
 */
export async function readBodyText(c: Context): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const untouched =
    incoming && !incoming.readableDidRead && !incoming.readableEnded && incoming.listenerCount('data') === 0;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const take = (chunk: Uint8Array) => {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) {
      c.header('Connection', 'close');
      throw tooLarge();
    }
    chunks.push(chunk);
  };
  if (untouched) await readNode(incoming, take);
  else if (c.req.raw.body) for await (const chunk of c.req.raw.body) take(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Node's request chunk by chunk; stops listening (and leaves the rest unread) when `take` throws. */
function readNode(incoming: IncomingMessage, take: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = (err?: unknown) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
      if (err === undefined) resolve();
      else {
        incoming.pause();
        reject(err);
      }
    };
    const onData = (chunk: Buffer) => {
      try {
        take(chunk);
      } catch (err) {
        stop(err);
      }
    };
    const onEnd = () => stop();
    // The client went away mid-body (Node says 'aborted', ECONNRESET): nobody is left to answer, but the route
    // must not wait forever, nor log it as a server fault.
    const onGone = () => stop(new AppError(400, 'A requisição foi interrompida antes do fim do corpo.'));
    incoming.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
  });
}
