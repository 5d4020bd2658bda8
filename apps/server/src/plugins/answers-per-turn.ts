import type { FastifyInstance, onSendHookHandler } from 'fastify';

type Done = Parameters<onSendHookHandler>[3];

// Taken when the module loads, so a test's fake timers cannot hold the answers back.
const atTurnEnd = setImmediate;

/**
 * Sends the answers finished during one turn of the event loop together, when the turn ends
 * (`setImmediate`: after the poll phase has handed every readable connection its data), instead
 * of each as soon as its handler returns. A loaded server reads several requests per turn; each
 * answer's `writev` otherwise wakes the client (a proxy, a browser, the benchmark's autocannon) for
 * that one answer, and a wake-up across cores is the dearest part of a small call on a VM
 * (docs/decisions/request-path.md). Sent together, one wake-up finds them all.
 *
 * What an answer gives up is the rest of its turn: at most the other calls read with it, a few
 * hundred microseconds under load, nothing on an idle server. Streams (downloads, files) start one
 * turn later; hijacked replies are not held. Registered before the routes' own onSend hooks
 * (audit), which run when the answer is let go.
 */
export function registerAnswersPerTurn(app: FastifyInstance) {
  let dones: Done[] = [];
  let payloads: unknown[] = [];
  function sendAll() {
    const held = dones;
    const heldPayloads = payloads;
    dones = [];
    payloads = [];
    for (let i = 0; i < held.length; i++) {
      try {
        held[i]!(null, heldPayloads[i]);
      } catch (error) {
        // One answer that cannot be written must not keep the others of its turn.
        app.log.error({ err: error }, 'answer not sent');
      }
    }
  }
  app.addHook('onSend', (_request, _reply, payload, done) => {
    if (dones.push(done) === 1) atTurnEnd(sendAll);
    payloads.push(payload);
  });
}
