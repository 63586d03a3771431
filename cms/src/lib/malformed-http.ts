/**
 * Requests that Node's HTTP parser refuses before any route sees them (a Content-Length beside a
 * Transfer-Encoding, a Content-Length that is not a number, a chunk size that is not hexadecimal, a header
 * line without a colon…) answer the one error shape of every API surface (lib/http-errors, DESIGN §2):
 * `400 { error: { status, name: 'BadRequestError', message } }`, with the message in the language of the
 * request's Accept-Language header when the parser got as far as reading it (French otherwise), instead of
 * Node's bare `400 Bad Request` without a body. Headers too large answer 431, a request that took too long
 * to arrive 408, in the same shape. The connection is then closed: what follows the error cannot be trusted
 * to start a new request.
 *
 * @module lib/malformed-http
 */
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { resolveLocale, t, type MessageKey } from './messages';

/** A parser error as Node hands it to `clientError` (the bytes it was reading, when it has them). */
type ParserError = Error & { code?: string; rawPacket?: Buffer };

/** The status, machine name and message of the answer to a parser error of `code`. */
function answerFor(code: string | undefined): { status: number; name: string; message: MessageKey } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, name: 'RequestHeaderFieldsTooLarge', message: 'request.tooLarge' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, name: 'RequestTimeout', message: 'request.timeout' };
  return { status: 400, name: 'BadRequestError', message: 'request.unparsable' };
}

/**
 * The raw HTTP answer (status line, headers, JSON body) to the parser error `error`.
 *
 * @param error - the error of `clientError`; its `rawPacket` (latin1 bytes) may hold an Accept-Language header
 * @returns the bytes to write on the socket before closing it
 */
export function malformedRequestAnswer(error: ParserError): string {
  const { status, name, message } = answerFor(error.code);
  const language = /(?:^|\r\n)accept-language:[ \t]*([^\r\n]*)/i.exec(error.rawPacket?.toString('latin1') ?? '')?.[1];
  const body = JSON.stringify({ error: { status, name, message: t(resolveLocale(language), message) } });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Answers every request of `server` that Node's HTTP parser refuses with {@link malformedRequestAnswer}.
 * A connection the client reset, or on which an answer has already begun, is only closed, as Node does.
 *
 * @param server - the platform's HTTP server (Strapi's `strapi.server.httpServer`)
 */
export function answerMalformedRequests(server: Server): void {
  server.on('clientError', (error: ParserError, socket: Duplex & { _httpMessage?: { headersSent?: boolean } }) => {
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(malformedRequestAnswer(error));
  });
}
