import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * PGlite is one PostgreSQL instance inside this process: a second process that
 * opens the same folder runs a second instance on the same files, and both
 * write. That sells stock twice, loses committed orders and can leave the
 * folder unopenable. So one process at a time holds the folder, through a lock
 * file created with O_EXCL that names its owner.
 */

/** The lock file sits beside the folder, not in it, so a copy of the folder never carries a lock. */
export function lockFileFor(folder: string): string {
  return `${folder}.lock`;
}

/** What the lock file says about its owner. */
export interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** A held lock; `release` is safe to call twice. */
export interface FolderLock {
  readonly path: string;
  release(): void;
}

/** Thrown when another live process holds the folder. */
export class FolderLockedError extends Error {
  readonly ownerPid: number;
  constructor(folder: string, owner: LockOwner) {
    super(
      `The store's data folder ${folder} is in use by process ${owner.pid} on ${owner.host} (since ${owner.since}). ` +
        'Stop that process first, or back the store up through it (see docs/RELIABILITY.md); ' +
        'two processes on one embedded database corrupt it.',
    );
    this.name = 'FolderLockedError';
    this.ownerPid = owner.pid;
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined;
    return { pid: owner.pid, host: owner.host, since: String(owner.since ?? '') };
  } catch {
    // Missing, or half-written by an owner that died while writing it.
    return undefined;
  }
}

/** The process that holds the folder's lock, if any (live or stale). */
export function folderLockOwner(folder: string): LockOwner | undefined {
  return readOwner(lockFileFor(folder));
}

/** Whether a process with this id runs on this machine (EPERM: it runs, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock left by a process that no longer runs (killed, crashed, power cut) is
 * stale and taken over. A lock from another host is never judged from here:
 * the folder may be on a shared disk, so it is refused like a live one.
 */
function isStale(owner: LockOwner | undefined): boolean {
  if (owner === undefined) return true;
  return owner.host === hostname() && !isAlive(owner.pid);
}

/**
 * Takes the folder's lock or throws `FolderLockedError` naming the process
 * that holds it.
 *
 * @example
 * const lock = lockFolder('/srv/shop/pgdata');
 * try { ... } finally { lock.release(); }
 */
export function lockFolder(folder: string): FolderLock {
  const path = lockFileFor(folder);
  mkdirSync(dirname(path), { recursive: true });
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (!isStale(owner)) throw new FolderLockedError(folder, owner as LockOwner);
      // Remove the dead owner's file and race for it again: O_EXCL lets only one taker win.
      rmSync(path, { force: true });
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    let isReleased = false;
    return {
      path,
      release() {
        if (isReleased) return;
        isReleased = true;
        // Only our own file: never remove a lock another process took over.
        if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
      },
    };
  }
  throw new Error(`Could not take the lock ${path}`);
}
