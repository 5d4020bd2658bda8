import { describe, expect, it } from 'vitest';
import { PriorityGate } from './priority-gate';

/** A task that runs until its `finish` is called, noting when it started. */
function held(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(name);
      await done;
    },
    finish,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PriorityGate', () => {
  it('runs at most its width at once, urgent waiting tasks first', async () => {
    const gate = new PriorityGate(2);
    const log: string[] = [];
    const tasks = ['a', 'b', 'slow1', 'slow2', 'urgent'].map((name) => held(log, name));
    const runs = [
      gate.run(false, tasks[0]!.task),
      gate.run(false, tasks[1]!.task),
      gate.run(false, tasks[2]!.task),
      gate.run(false, tasks[3]!.task),
      gate.run(true, tasks[4]!.task),
    ];
    await tick();
    expect(log).toEqual(['a', 'b']);
    expect(gate.queued).toBe(3);
    tasks[0]!.finish();
    await tick();
    expect(log).toEqual(['a', 'b', 'urgent']);
    for (const t of tasks) t.finish();
    await Promise.all(runs);
    expect(log).toEqual(['a', 'b', 'urgent', 'slow1', 'slow2']);
    expect(gate.queued).toBe(0);
  });

  it('drops a waiting task whose call was abandoned', async () => {
    const gate = new PriorityGate(1);
    const log: string[] = [];
    const first = held(log, 'first');
    const running = gate.run(false, first.task);
    const controller = new AbortController();
    const abandoned = gate.run(false, async () => log.push('never'), controller.signal);
    controller.abort(new Error('gone'));
    await expect(abandoned).rejects.toThrow('gone');
    first.finish();
    await running;
    await gate.run(false, async () => log.push('next'));
    expect(log).toEqual(['first', 'next']);
  });
});
