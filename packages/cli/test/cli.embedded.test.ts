import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE, scratch, vitrine } from './run';

describe('an embedded store in use', () => {
  it('refuses a data folder another process holds (exit 1), naming that process, and leaves it alone', async () => {
    const dataDir = path.join(scratch, 'held');
    const migrated = await vitrine(['migrate', '--data-dir', dataDir]);
    expect(migrated.code, migrated.stderr).toBe(0);
    const lock = path.join(dataDir, 'pgdata.lock');
    // This test's own process stands for a running storefront.
    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
    const run = await vitrine(['import', FIXTURE, '--data-dir', dataDir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`in use by process ${process.pid}`);
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.pid);
    rmSync(lock);
    // Free again, the same folder takes the import (the fixture's refused rows make it exit 1) and exports.
    const imported = await vitrine(['import', FIXTURE, '--data-dir', dataDir]);
    expect(imported.code, imported.stderr).toBe(1);
    expect(imported.stdout).toContain('Products: 6 created, 0 updated; variants: 12 created, 0 updated');
    const exported = await vitrine(['export', '--data-dir', dataDir]);
    expect(exported.code).toBe(0);
    expect(exported.stdout.split('\n')[0]).toMatch(/^Handle,Title,/);
  });
});
