// Reading the part of the datasets that lives in the database: the member roles.
import type { Db } from '../db/database';

export function listMemberRoles(db: Db) {
  return db.selectFrom('group_member_roles').select(['id', 'name', 'value', 'permissions']).orderBy('id').execute();
}
