import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';

/** Every migration in order. Landed migrations are frozen: change the schema with a new one. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};
