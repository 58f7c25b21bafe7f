/** The commands: each parses nothing itself and calls the engine's exported functions. */
import type { Command } from './command';
import { exportCommand } from './commands/export';
import { importCommand } from './commands/import';
import { migrateCommand } from './commands/migrate';
import { seedCommand } from './commands/seed';
import { couponsCommand } from './commands/coupons';
import { settingsCommand } from './commands/settings';
import { shippingCommand } from './commands/shipping';
import { taxCommand } from './commands/tax';

export type { Command } from './command';

export const COMMANDS: readonly Command[] = [
  migrateCommand,
  importCommand,
  exportCommand,
  seedCommand,
  settingsCommand,
  couponsCommand,
  shippingCommand,
  taxCommand,
];
