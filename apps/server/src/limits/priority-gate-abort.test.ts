import { describe, expect, it } from 'vitest';
import { PriorityGate } from './priority-gate';

/** A task that runs until its `finish` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

describe('PriorityGate with a call already given up', () => {
  it('refuses it at once, takes no place in the line and leaves the others waiting', async () => {
    const gate = new PriorityGate(1);
    const running = held();
    const first = gate.run(2, running.task);
    const waiting = held();
    let waitingStarted = false;
    const second = gate.run(2, () => {
      waitingStarted = true;
      return waiting.task();
    });
    expect(gate.queued).toBe(1);

    const gone = new AbortController();
    gone.abort(new Error('client left'));
    const refused = gate.run(2, async () => 'never', gone.signal);
    expect(gate.queued).toBe(1);
    await expect(refused).rejects.toThrow('client left');

    running.finish();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(waitingStarted).toBe(true);
    waiting.finish();
    await second;
    expect(gate.queued).toBe(0);
  });

  it('refuses it also when a place is free, and leaves the place free', async () => {
    const gate = new PriorityGate(1);
    const gone = new AbortController();
    gone.abort(new Error('client left'));
    let ran = false;
    const refused = gate.run(
      0,
      async () => {
        ran = true;
      },
      gone.signal,
    );
    await expect(refused).rejects.toThrow('client left');
    expect(ran).toBe(false);
    const running = held();
    const next = gate.run(2, running.task);
    let started = false;
    const after = gate.run(2, async () => {
      started = true;
    });
    // The one place went to `next`: `after` waits for it.
    expect(gate.queued).toBe(1);
    running.finish();
    await Promise.all([next, after]);
    expect(started).toBe(true);
  });
});
