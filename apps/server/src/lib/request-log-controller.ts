import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's two lines per request ('incoming request', 'request completed'), written through a logger without
 * redaction. Their fields are what the `req` serializer (lib/log-redaction.ts: method, redacted URL, host,
 * addresses) and the `res` serializer (the status) make of the request, never its headers or body, so the
 * redaction paths cannot match there; yet with wildcard paths configured pino walked every such line for
 * them, and at `info` that walk cost more than the guest bootstrap's own work. The lines keep their content
 * and order: the request id comes right after pino's base fields, as a child logger's binding would.
 * Every other line (errors, warnings, what handlers log) still goes through the redacting logger.
 */
export class RequestLogController extends LogController {
  #plain: FastifyBaseLogger | undefined;

  /** Hands in the app's logger once Fastify has made it; until then the lines go Fastify's own way. */
  attach(logger: FastifyBaseLogger): void {
    this.#plain = logger.child({}, { redact: { paths: [], censor: '[redacted]' } });
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.#plain) this.#plain.info({ reqId: request.id, req: request }, 'incoming request');
    else super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || !this.#plain) super.requestCompleted(error, request, reply);
    else
      this.#plain.info(
        { reqId: request.id, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
  }
}
