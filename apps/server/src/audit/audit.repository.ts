import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { AuditLogTable } from '../db/schema';

export const auditRepository = {
  insert(db: Db, row: Insertable<AuditLogTable>) {
    return db.insertInto('audit_log').values(row).execute();
  },

  recent(db: Db, limit = 50) {
    return db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  },
};
