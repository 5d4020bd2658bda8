import {
  buildPath,
  routes,
  type RequestOf,
  type ResponseOf,
  type RouteId,
} from '@console/contract/routes';

/** The calls of the agent API (`/api/v1/agent/…`), by their contract ids. */
export type AgentCall =
  | 'agents.enrol'
  | 'agents.checkIn'
  | 'agents.ack'
  | 'agents.policy'
  | 'agents.uploadSoftware'
  | 'agents.showOtp'
  | 'agents.confirmLink'
  | 'agents.reports';

/** A failed call: the server's message key and text, and the HTTP status. */
export class AgentApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    detail: string,
  ) {
    super(`${status} ${key}: ${detail}`);
    this.name = 'AgentApiError';
  }
}

export interface AgentConnectionOptions {
  /** The console's address, e.g. http://localhost:8080. */
  baseUrl: string;
  /** The agent's secret (`agt_…`), once enrolled. */
  token?: string;
  fetch?: typeof fetch;
}

/**
 * The agent API as typed calls: paths, inputs and answers come from the contract's route table,
 * so a connection built on it (this agent, a reports uploader, a simulator of many agents) cannot
 * drift from the server. It holds no state beyond the secret.
 */
export class AgentConnection {
  token: string | undefined;
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;

  constructor(options: AgentConnectionOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.token = options.token;
    this.#fetch = options.fetch ?? fetch;
  }

  async call<K extends AgentCall & RouteId>(
    id: K,
    input: RequestOf<K>,
    signal?: AbortSignal,
  ): Promise<ResponseOf<K>> {
    const def = routes[id];
    const res = await this.#fetch(
      `${this.#baseUrl}${buildPath(def.path, input as Record<string, unknown>)}`,
      {
        method: def.method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.token && { authorization: `Bearer ${this.token}` }),
        },
        body: def.method === 'POST' ? JSON.stringify(input) : undefined,
        signal,
      },
    );
    const body = (await res.json().catch(() => ({}))) as {
      success?: boolean;
      message?: string;
      detail?: string;
    };
    if (!res.ok || body.success !== true) {
      throw new AgentApiError(res.status, body.message ?? 'unknown', body.detail ?? res.statusText);
    }
    return body as ResponseOf<K>;
  }

  /** Enrols this install (again: a new secret for the same agent) and keeps the secret. */
  async enrol(input: RequestOf<'agents.enrol'>) {
    const answer = await this.call('agents.enrol', input);
    this.token = answer.token;
    return answer;
  }

  checkIn(input: RequestOf<'agents.checkIn'>, signal?: AbortSignal) {
    return this.call('agents.checkIn', input, signal);
  }

  ack(commandId: number, state: 'received' | 'started' | 'succeeded' | 'failed', output = '') {
    return this.call('agents.ack', { command_id: commandId, state, output });
  }

  policy(etag = '') {
    return this.call('agents.policy', { etag });
  }

  uploadSoftware(list: RequestOf<'agents.uploadSoftware'>['list']) {
    return this.call('agents.uploadSoftware', { list });
  }

  showOtp() {
    return this.call('agents.showOtp', {});
  }

  /** A batch of reports; sending the same batch id again changes nothing. */
  uploadReports(batchId: string, items: RequestOf<'agents.reports'>['items']) {
    return this.call('agents.reports', { batch_id: batchId, items });
  }

  confirmLink(requestId: number) {
    return this.call('agents.confirmLink', { request_id: requestId });
  }
}
