import { describe, expect, it } from 'vitest';
import { PriorityGate } from './priority-gate';

/** Tasks that run until the test finishes them, noting the order they started in. */
function heldTasks() {
  const started: string[] = [];
  const finishes = new Map<string, () => void>();
  return {
    started,
    task: (name: string) => async () => {
      started.push(name);
      await new Promise<void>((resolve) => finishes.set(name, resolve));
    },
    finish: async (name: string) => {
      finishes.get(name)!();
      await tick();
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PriorityGate', () => {
  it('runs at most its width at once; waiting tasks start by lane, in order within one', async () => {
    const gate = new PriorityGate(2);
    const { started, task, finish } = heldTasks();
    const runs = [
      gate.run(2, task('a')),
      gate.run(2, task('b')),
      gate.run(2, task('unknown1')),
      gate.run(1, task('known1')),
      gate.run(2, task('unknown2')),
      gate.run(0, task('clean1')),
      gate.run(1, task('known2')),
      gate.run(0, task('clean2')),
    ];
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(gate.queued).toBe(6);
    for (const name of ['a', 'b', 'clean1', 'clean2', 'known1', 'known2', 'unknown1']) {
      await finish(name);
    }
    await finish('unknown2');
    await Promise.all(runs);
    expect(started).toEqual([
      'a',
      'b',
      'clean1',
      'clean2',
      'known1',
      'known2',
      'unknown1',
      'unknown2',
    ]);
    expect(gate.queued).toBe(0);
  });

  it('keeps the reserved places for lane 0: the other lanes share the rest', async () => {
    const gate = new PriorityGate(3, 1);
    const { started, task, finish } = heldTasks();
    const runs = [
      gate.run(2, task('unknown1')),
      gate.run(1, task('known1')),
      gate.run(2, task('unknown2')),
    ];
    await tick();
    // Two places for lanes 1 and 2; the third stays free although a task of theirs waits.
    expect(started).toEqual(['unknown1', 'known1']);
    expect(gate.queued).toBe(1);
    runs.push(gate.run(0, task('clean1')));
    await tick();
    expect(started).toEqual(['unknown1', 'known1', 'clean1']);
    await finish('known1');
    expect(started).toEqual(['unknown1', 'known1', 'clean1', 'unknown2']);
    runs.push(gate.run(2, task('unknown3')));
    // The reserved place, freed, does not go to the waiting lane-2 task; a shared one does.
    await finish('clean1');
    expect(started).toHaveLength(4);
    expect(gate.queued).toBe(1);
    await finish('unknown1');
    expect(started).toEqual(['unknown1', 'known1', 'clean1', 'unknown2', 'unknown3']);
    await finish('unknown2');
    await finish('unknown3');
    await Promise.all(runs);
  });

  it('lets lane 0 take the shared places too', async () => {
    const gate = new PriorityGate(2, 1);
    const { started, task, finish } = heldTasks();
    const runs = [gate.run(0, task('clean1')), gate.run(0, task('clean2'))];
    await tick();
    expect(started).toEqual(['clean1', 'clean2']);
    await finish('clean1');
    await finish('clean2');
    await Promise.all(runs);
  });

  it('refuses a reservation that leaves the other lanes no place', () => {
    expect(() => new PriorityGate(1, 1)).toThrow();
    expect(() => new PriorityGate(1, 0)).not.toThrow();
  });

  it('frees the place of a task that failed', async () => {
    const gate = new PriorityGate(1);
    await expect(
      gate.run(1, async () => {
        throw new Error('argon2 failed');
      }),
    ).rejects.toThrow('argon2 failed');
    expect(await gate.run(1, async () => 'next')).toBe('next');
  });

  it('drops a waiting task whose call was abandoned', async () => {
    const gate = new PriorityGate(1);
    const { started, task, finish } = heldTasks();
    const running = gate.run(2, task('first'));
    const controller = new AbortController();
    const abandoned = gate.run(0, task('never'), controller.signal);
    const later = gate.run(2, task('next'));
    expect(gate.queued).toBe(2);
    controller.abort(new Error('gone'));
    await expect(abandoned).rejects.toThrow('gone');
    expect(gate.queued).toBe(1);
    await finish('first');
    await running;
    await finish('next');
    await later;
    expect(started).toEqual(['first', 'next']);
  });
});
