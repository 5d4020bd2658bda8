import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations/index';

describe('the migrations', () => {
  // migrations/index.ts lists them by hand: the built server holds no folder to read.
  it('are every file of db/migrations, in the order of their names', () => {
    const files = fs
      .readdirSync(new URL('./migrations/', import.meta.url))
      .filter((file) => /^\d{4}_\w+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
  });
});
