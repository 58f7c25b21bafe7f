/** One schema change, applied once and recorded in `schema_migrations`. */
export interface Migration {
  /** Sorts in apply order: `NNNN_what_it_does`. */
  id: string;
  /** PostgreSQL script; may hold several statements. */
  sql: string;
}
