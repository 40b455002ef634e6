/**
 * The one small database interface of the server (STYLE 10). Both adapters
 * (embedded PGlite and node-postgres) implement it, so repositories never
 * know which engine runs underneath.
 */
/** Arrays (for unnest and ANY) may hold nulls: a bulk write passes a column of many rows as one array. */
export type SqlParam =
  | string
  | number
  | boolean
  | null
  | Date
  | Uint8Array
  | readonly (string | null)[]
  | readonly (number | null)[]
  | readonly boolean[];

export interface QueryResult<Row> {
  rows: Row[];
}

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
}

/** A channel's announcements as one instance receives them (Db.subscribe). */
export interface Subscription {
  /** False while announcements may be missed (the listening connection is lost): trust nothing on their word then. */
  readonly live: boolean;
  close(): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn inside BEGIN/COMMIT; any throw rolls the whole unit back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Only where this process is the database's one client (the embedded
   * engine): calls back with each NOTIFY payload on the channel, in commit
   * order, before any later statement's answer is returned. Resolves to the
   * function that stops listening.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Announcements on a channel (NOTIFY) made by any client of the database,
   * every instance included: PostgreSQL listens on a connection of its own, the
   * embedded engine hears its own. onGap is called whenever announcements may
   * have been missed (the listening connection was lost or made anew). Absent
   * where nothing can be heard: callers then trust nothing they would have
   * been told about.
   */
  subscribe?(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<Subscription>;
  /** 'pglite' or 'postgres', for logs and the health answer. */
  readonly kind: 'pglite' | 'postgres';
}
