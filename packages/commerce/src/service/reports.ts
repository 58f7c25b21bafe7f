import { createHash } from 'node:crypto';
import { errorReportSchema, type ErrorReportInput } from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { parseInput } from '../errors';
import { limitByAddress, type ServiceRequestContext } from './service.limits';

/**
 * The first frame of a stack trace: the first line that names a place in the
 * code (V8 `at fn (file:1:2)`, Firefox/Safari `fn@file:1:2`), trimmed. The
 * `Error: message` line is skipped: the message is part of the fingerprint anyway.
 *
 * @example firstStackFrame('TypeError: x\n    at render (app.js:10:5)') // 'at render (app.js:10:5)'
 */
export function firstStackFrame(stack: string | undefined): string {
  if (!stack) return '';
  for (const line of stack.split('\n')) {
    const trimmed = line.trim();
    if (/^at\s/.test(trimmed) || /@.*:\d+(:\d+)?$/.test(trimmed)) return trimmed;
  }
  return '';
}

/** Groups repeats of one error: kind, message and first stack frame. */
export function reportFingerprint(report: Pick<ErrorReportInput, 'kind' | 'message' | 'stack'>): string {
  return createHash('sha256')
    .update(`${report.kind}\n${report.message}\n${firstStackFrame(report.stack)}`)
    .digest('hex');
}

/**
 * POST /report: stores an error the storefront saw. A repeat (same
 * fingerprint) adds one to its count and refreshes `last_seen` and the latest
 * details in one atomic upsert, so an error storm touches one row, not
 * thousands. Rate limited per address.
 */
export async function acceptErrorReport(
  db: Db,
  input: unknown,
  context: ServiceRequestContext,
  now: Date,
): Promise<{ accepted: true }> {
  const report = parseInput(errorReportSchema, input);
  await limitByAddress(db, 'report', context, now);
  await db.query(
    `INSERT INTO error_reports AS r (fingerprint, kind, message, stack, url, status, code, release, context, first_seen, last_seen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $10)
     ON CONFLICT (fingerprint) DO UPDATE SET
       count = r.count + 1,
       last_seen = GREATEST(r.last_seen, EXCLUDED.last_seen),
       url = EXCLUDED.url, status = EXCLUDED.status, code = EXCLUDED.code,
       release = EXCLUDED.release, context = EXCLUDED.context`,
    [
      reportFingerprint(report),
      report.kind,
      report.message,
      report.stack ?? null,
      report.url ?? null,
      report.status ?? null,
      report.code ?? null,
      report.release ?? null,
      report.context ? JSON.stringify(report.context) : null,
      now.toISOString(),
    ],
  );
  return { accepted: true };
}
