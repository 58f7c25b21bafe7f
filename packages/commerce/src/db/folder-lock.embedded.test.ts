import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect';
import type { Db } from './db.types';
import { FolderLockedError, lockFileFor } from './folder-lock';

const folders: string[] = [];
function emptyFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-lock-'));
  folders.push(folder);
  return folder;
}
/** A database folder made once and closed; each test opens a copy (a new database takes ~3 s to make). */
let made: Promise<string> | undefined;
async function freshFolder(): Promise<string> {
  const template = await (made ??= (async () => {
    const folder = emptyFolder();
    await (await open(folder)).close();
    return folder;
  })());
  const folder = emptyFolder();
  cpSync(template, folder, { recursive: true });
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The engine opens its embedded database through here (createCommerce adds migrations on top). */
function open(pgliteDataDir: string, restoreFrom?: Blob): Promise<Db> {
  return connectDatabase({ pgliteDataDir, ...(restoreFrom ? { restoreFrom } : {}) });
}

/** The id of a process that has just ended, so nothing runs under it. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

const connectSource = resolve(import.meta.dirname, 'connect.ts');

/** Opens the folder from another Node process, as a second `pnpm start` would; resolves with its exit code and output. */
function openFromAnotherProcess(dataDir: string): Promise<{ code: number | null; output: string }> {
  const script = `
    import { connectDatabase } from ${JSON.stringify(connectSource)};
    const db = await connectDatabase({ pgliteDataDir: ${JSON.stringify(dataDir)} });
    await db.close();
    console.log('opened');`;
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => done({ code, output }));
  });
}

describe('one process at a time on an embedded database folder', () => {
  it('refuses a second opener in another process, naming the process that holds the folder', async () => {
    const dataDir = await freshFolder();
    const shop = await open(dataDir);
    try {
      const second = await openFromAnotherProcess(dataDir);
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(`in use by process ${process.pid}`);
      expect(second.output).not.toContain('opened');
      // The holder still works.
      expect(await shop.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await shop.close();
    }
  });

  it('refuses a second opener in the same process, and frees the folder on close', async () => {
    const dataDir = await freshFolder();
    const shop = await open(dataDir);
    const refusal = await open(dataDir).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(FolderLockedError);
    expect((refusal as FolderLockedError).ownerPid).toBe(process.pid);
    await shop.close();
    const again = await open(dataDir);
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = await freshFolder();
    const lockFile = lockFileFor(dataDir);
    const gone = deadPid();
    writeFileSync(lockFile, JSON.stringify({ pid: gone, host: hostname(), since: '2026-01-01T00:00:00Z' }));
    const shop = await open(dataDir);
    try {
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      await shop.close();
    }
  });

  it('keeps refusing while the process named in the lock runs', async () => {
    const dataDir = await freshFolder();
    const lockFile = lockFileFor(dataDir);
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, host: hostname(), since: '2026-01-01T00:00:00Z' }));
    await expect(open(dataDir)).rejects.toThrow(`in use by process ${process.ppid}`);
    // The refused opener leaves the owner's lock alone.
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.ppid });
  });

  it('backs up the running store and restores the copy into a new folder', async () => {
    const shop = await open(await freshFolder());
    let copy: Blob;
    try {
      await shop.query(`CREATE TABLE backup_check (note text); INSERT INTO backup_check VALUES ('kept')`);
      // A transaction still open while the copy is taken is not in the copy.
      let markCopied: () => void = () => undefined;
      const copied = new Promise<void>((done) => (markCopied = done));
      const open = shop.transaction(async (tx) => {
        await tx.query(`INSERT INTO backup_check VALUES ('uncommitted')`);
        await copied;
      });
      await new Promise((done) => setTimeout(done, 50));
      copy = await shop.dumpDataDir!();
      markCopied();
      await open;
      // Writes after the copy are not in it, and the store keeps working while it is taken.
      await shop.query(`INSERT INTO backup_check VALUES ('after the copy')`);
    } finally {
      await shop.close();
    }
    const restored = await open(emptyFolder(), copy);
    try {
      expect(await restored.query('SELECT note FROM backup_check')).toEqual([{ note: 'kept' }]);
    } finally {
      await restored.close();
    }
  });
});
