import type { Kysely } from 'kysely';
import { recordActivity, summarize } from '../activity/index.ts';
import type { Database } from '../db/schema.ts';
import type { CurrentUser } from '../http/auth.ts';
import { forbidden, validationFailed } from '../http/errors.ts';
import { findUser, insertUserIfAbsent, updateUserFromToken, type UserName } from './repository.ts';

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().every((role, index) => role === [...b].sort()[index]);

/** What the token says that the stored user row does not (nothing: `changed` false). */
function tokenChanges(existing: StoredUser, user: CurrentUser) {
  const sameGroups = sameList(existing.groups, user.groups);
  // A name the token does not carry is kept (the seed's, or an earlier token's).
  const name: UserName = {
    first_name: user.firstName ?? existing.first_name,
    last_name: user.lastName ?? existing.last_name,
  };
  const sameName = name.first_name === existing.first_name && name.last_name === existing.last_name;
  const sameRoles = sameList(existing.roles, user.roles);
  return { changed: !sameRoles || !sameGroups || !sameName, sameRoles, sameGroups, sameName, name };
}

type StoredUser = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/**
 * Makes sure the signed-in user has a row (owners, notifications and the log refer to it) and
 * that the roles and groups seen in their token are recorded (notifications go to approvers and
 * to the group 'Product Family Manager'). Runs inside the caller's transaction.
 */
export async function ensureUser(trx: Kysely<Database>, user: CurrentUser) {
  const existing = await findUser(trx, user.username);
  if (existing) {
    // Most writes find nothing to record, unlocked. A change is read again under the row's
    // lock: two first writes after a role change (two tabs) then record it once.
    const seen = tokenChanges(existing, user);
    const locked = seen.changed ? await findUser(trx, user.username, { lock: true }) : undefined;
    const { changed, sameRoles, sameGroups, sameName, name } = locked
      ? tokenChanges(locked, user)
      : seen;
    if (changed) {
      await updateUserFromToken(trx, existing.id, user.roles, user.groups, name);
      await recordActivity(trx, {
        username: user.username,
        action: 'UPDATE',
        entity: 'user',
        entityId: existing.id,
        summary: summarize({
          roles: sameRoles ? undefined : user.roles.join(','),
          groups: sameGroups ? undefined : user.groups.join(','),
          name: sameName ? undefined : [name.first_name, name.last_name].join(' ').trim(),
        }),
      });
    }
    return { id: existing.id, username: existing.username, created: false };
  }
  const inserted = await insertUserIfAbsent(trx, user.username, user.roles, user.groups, {
    first_name: user.firstName ?? null,
    last_name: user.lastName ?? null,
  });
  if (!inserted) {
    const raced = await findUser(trx, user.username);
    return { id: raced!.id, username: raced!.username, created: false };
  }
  await recordActivity(trx, {
    username: user.username,
    action: 'CREATE',
    entity: 'user',
    entityId: inserted.id,
    summary: summarize({
      username: inserted.username,
      roles: user.roles.join(','),
      groups: user.groups.length > 0 ? user.groups.join(',') : undefined,
    }),
  });
  return { ...inserted, created: true };
}

/**
 * POST /users/checkandcreate: only for oneself. The roles recorded are the token's (the body's
 * list is what the client believes; the signed token is what the server trusts).
 */
export async function checkAndCreateUser(db: Kysely<Database>, user: CurrentUser, body: unknown) {
  // The route's input guard has made `username` a string and `roles` a list of strings.
  const { username } = (body ?? {}) as { username?: string | null };
  if (!username || username.trim() === '') {
    throw validationFailed([{ field: 'username', message: 'Username is required' }]);
  }
  if (username.trim().toLowerCase() !== user.username.toLowerCase()) throw forbidden();
  return db.transaction().execute((trx) => ensureUser(trx, user));
}

/** The owner a body names must be a known user, inside the write's transaction (spec §5). */
export async function requireKnownOwner(trx: Kysely<Database>, username: string) {
  const owner = await findUser(trx, username);
  if (!owner) throw validationFailed([{ field: 'owner', message: 'Owner must be a known user' }]);
  return owner;
}
