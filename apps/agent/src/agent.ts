import type { DeliveredCommand, Software } from '@console/contract/schemas/agents';
import type { AgentConnection } from './connection';
import { AgentApiError } from './connection';
import { saveState, type AgentState } from './state';
import { batchesOf, scenarioItems, type Scenario } from './reports';

export interface AgentOptions {
  connection: AgentConnection;
  state: AgentState;
  /** Where the state is saved; nothing is saved without it. */
  stateFile?: string;
  name: string;
  version: string;
  /** The software this agent reports (a scenario's fixture). */
  software: Software[];
  /** Lines for a person: the OTP, links, commands. */
  log?: (line: string) => void;
  /** How long a check-in may wait, in seconds (at most the server's 25). */
  waitSeconds?: number;
}

/**
 * The reference agent: enrols once, shows an OTP until a parent links it (confirming the link
 * request its check-in brings), keeps its policy by ETag, and obeys commands, simulated: lock and
 * unlock record the lock state, restart starts a new session, update records the version
 * offered, list_software uploads the software list. Each command is reported received, started,
 * then succeeded or failed.
 */
export class Agent {
  readonly connection: AgentConnection;
  readonly state: AgentState;
  #stopping = new AbortController();
  #otpShown = false;

  constructor(private readonly options: AgentOptions) {
    this.connection = options.connection;
    this.state = options.state;
    if (this.state.token) this.connection.token = this.state.token;
  }

  #log(line: string) {
    this.options.log?.(line);
  }

  #save() {
    if (this.options.stateFile) saveState(this.options.stateFile, this.state);
  }

  /** Enrols when it holds no secret; answers the agent's id. */
  async enrol(): Promise<number> {
    if (this.state.token && this.state.agent_id) return this.state.agent_id;
    const answer = await this.connection.enrol({
      install_id: this.state.install_id,
      name: this.options.name,
      version: this.options.version,
      os_admin: false,
    });
    this.state.agent_id = answer.agent_id;
    this.state.token = answer.token;
    this.#save();
    this.#log(`enrolled agent_id=${answer.agent_id}`);
    return answer.agent_id;
  }

  /** A new OTP, printed for the person who links this agent. */
  async showOtp(): Promise<string> {
    const { otp, expires_at } = await this.connection.showOtp();
    this.#log(`agent_id=${this.state.agent_id} otp=${otp} expires_at=${expires_at}`);
    this.#otpShown = true;
    return otp;
  }

  /** One check-in and what it brings; answers whether the agent is linked. */
  async step(waitSeconds = this.options.waitSeconds ?? 25): Promise<boolean> {
    const answer = await this.connection.checkIn(
      {
        version: this.options.version,
        policy_etag: this.state.policy_etag,
        wait_seconds: waitSeconds,
      },
      this.#stopping.signal,
    );
    if (answer.link_request) {
      const { admin_id } = await this.connection.confirmLink(answer.link_request.request_id);
      this.#log(`linked admin_id=${admin_id} (${answer.link_request.admin_name})`);
      this.#otpShown = false;
    } else if (!answer.linked && !this.#otpShown) {
      await this.showOtp();
    } else if (answer.linked) {
      this.#otpShown = false;
    }
    if (answer.policy_changed) await this.refreshPolicy();
    for (const command of answer.commands) await this.obey(command);
    return answer.linked || answer.link_request !== null;
  }

  async refreshPolicy() {
    const answer = await this.connection.policy(this.state.policy_etag);
    if (answer.changed && answer.policy) {
      this.state.policy = answer.policy;
      this.state.policy_etag = answer.etag;
      this.#save();
      this.#log(`policy ${answer.etag}`);
    }
  }

  async uploadSoftware() {
    const result = await this.connection.uploadSoftware(this.options.software);
    this.#log(`software uploaded: ${this.options.software.length} items`);
    return result;
  }

  /**
   * Uploads a simulated day of reports for a staff user (or none): the scenario's browsing, app
   * sessions and keywords, timed from `dayStart`. Batch ids follow the agent, day and user, so an
   * upload repeated for the same day changes nothing on the server.
   */
  async uploadDay(scenario: Scenario, dayStart: Date, userId: number | null) {
    const items = scenarioItems(scenario, dayStart.getTime(), userId);
    let accepted = 0;
    for (const [index, batch] of batchesOf(items).entries()) {
      const id = `day-${this.state.agent_id}-${dayStart.getTime()}-${userId ?? 0}-${index}`;
      const answer = await this.connection.uploadReports(id, batch);
      if (answer.accepted) accepted += batch.length;
    }
    this.#log(`reports uploaded: ${accepted} of ${items.length} items (${scenario.name ?? ''})`);
    return { items: items.length, accepted };
  }

  async obey(command: DeliveredCommand) {
    if (this.state.done.includes(command.id)) {
      await this.connection.ack(command.id, 'succeeded').catch(() => {});
      return;
    }
    await this.connection.ack(command.id, 'received');
    await this.connection.ack(command.id, 'started');
    let output: string;
    try {
      switch (command.command) {
        case 'lockscreen':
          this.state.locked = true;
          output = 'screen locked';
          break;
        case 'unlockscreen':
          this.state.locked = false;
          output = 'screen unlocked';
          break;
        case 'restart_now':
          this.state.sessions += 1;
          this.state.locked = false;
          output = `session ${this.state.sessions} started`;
          break;
        case 'update_now':
          output = `update to ${command.args.version ?? '?'} from ${command.args.url ?? '?'} recorded`;
          break;
        case 'list_software':
          await this.uploadSoftware();
          output = `${this.options.software.length} items uploaded`;
          break;
      }
    } catch (error) {
      await this.connection.ack(
        command.id,
        'failed',
        String((error as Error).message).slice(0, 500),
      );
      this.#log(`command ${command.id} ${command.command}: failed`);
      return;
    }
    this.state.done = [...this.state.done.slice(-99), command.id];
    this.#save();
    await this.connection.ack(command.id, 'succeeded', output);
    this.#log(`command ${command.id} ${command.command}: ${output}`);
  }

  /**
   * Runs until `stop`: enrols, uploads the software once, then checks in again and again. A
   * refused secret (401) enrols again; other failures wait a little and retry.
   */
  async run(): Promise<void> {
    await this.enrol();
    await this.uploadSoftware().catch((error: unknown) =>
      this.#log(`upload failed: ${String(error)}`),
    );
    while (!this.#stopping.signal.aborted) {
      try {
        await this.step();
      } catch (error) {
        if (this.#stopping.signal.aborted) break;
        if (error instanceof AgentApiError && error.status === 401) {
          this.state.token = null;
          await this.enrol();
          continue;
        }
        this.#log(`check-in failed: ${String((error as Error).message)}`);
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  }

  stop() {
    this.#stopping.abort();
  }
}
