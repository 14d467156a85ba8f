/**
 * The sandbox's embedded database (SQLite through better-sqlite3). A data directory by default,
 * so accounts survive a restart; ':memory:' for tests. Schema changes bump SCHEMA_VERSION.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type Db = Database.Database;
const SCHEMA_VERSION = 7;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  username TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  uses_default_password INTEGER NOT NULL DEFAULT 0,
  password_expired INTEGER NOT NULL DEFAULT 0,
  first_time_login INTEGER NOT NULL DEFAULT 0,
  customer_type INTEGER NOT NULL DEFAULT 0,
  dialing_code TEXT,
  mobile TEXT,
  verify TEXT NOT NULL DEFAULT '{"email":false,"authenticator":false,"sms":false}',
  club_label TEXT,
  language TEXT,
  reg_info TEXT,
  profile_icon INTEGER,
  seeded INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (merchant, username)
);
CREATE UNIQUE INDEX IF NOT EXISTS members_mobile ON members (merchant, dialing_code, mobile) WHERE mobile IS NOT NULL;
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  merchant TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS verifications (
  ticket TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  merchant TEXT NOT NULL,
  code TEXT NOT NULL,
  kinds TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS sms_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  dialing_code TEXT NOT NULL,
  mobile TEXT NOT NULL,
  code TEXT NOT NULL,
  purpose TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS captcha (
  challenge TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  version TEXT NOT NULL,
  target INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  solved_token TEXT,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS push_bindings (
  registration_token TEXT NOT NULL,
  merchant TEXT NOT NULL,
  member_id INTEGER,
  topics TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  PRIMARY KEY (merchant, registration_token)
);
CREATE TABLE IF NOT EXISTS favourites (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
CREATE TABLE IF NOT EXISTS recent_games (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
CREATE TABLE IF NOT EXISTS game_plays (
  merchant TEXT NOT NULL,
  game_id TEXT NOT NULL,
  plays INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, game_id)
);
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  via TEXT NOT NULL,
  name TEXT,
  event_id TEXT,
  payload TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS events_event_id ON events (merchant, event_id);
CREATE TABLE IF NOT EXISTS event_duplicates (
  merchant TEXT NOT NULL,
  event_id TEXT NOT NULL,
  via TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS pixel_hits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  network TEXT NOT NULL,
  call TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS event_drops (
  merchant TEXT NOT NULL,
  report_id TEXT NOT NULL,
  dropped INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (merchant, report_id)
);
CREATE TABLE IF NOT EXISTS collect_metrics (
  merchant TEXT NOT NULL,
  value TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS code_attempts (
  ref TEXT PRIMARY KEY,
  wrong INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS risk_tokens (
  token TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  scene TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS username_reservations (
  merchant TEXT NOT NULL,
  username TEXT NOT NULL COLLATE NOCASE,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (merchant, username)
);
CREATE TABLE IF NOT EXISTS promo_redemptions (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  bonus REAL NOT NULL,
  redeemed_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, code)
);
CREATE TABLE IF NOT EXISTS auth_keys (
  member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  auth_key TEXT NOT NULL,
  saved_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS identities (
  merchant TEXT NOT NULL,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  bound_at INTEGER NOT NULL,
  PRIMARY KEY (merchant, provider, subject)
);
CREATE TABLE IF NOT EXISTS cashier (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  amount REAL NOT NULL,
  at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS grants (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  merchant TEXT NOT NULL,
  payload TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
`;

export interface DbOptions {
  dataDir?: string | undefined;
  memory?: boolean | undefined;
}

export function openDatabase(opts: DbOptions): Db {
  let path = ':memory:';
  if (!opts.memory) {
    if (!opts.dataDir) throw new Error('a data directory is needed unless --memory');
    mkdirSync(opts.dataDir, { recursive: true });
    path = join(opts.dataDir, 'sandbox.sqlite');
  }
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION)
    throw new Error(`${path} was written by a newer sandbox (schema ${version}); delete it or use --memory`);
  // 5: events carry their eventID (dedup); events are test traffic, so the old table just goes.
  if (version < 5) db.exec('DROP TABLE IF EXISTS events');
  // 6: a drop report is kept once per report id (a retried upload counted it twice).
  if (version < 6) db.exec('DROP TABLE IF EXISTS event_drops');
  // 7: a member's chosen profile icon (S3 PROFILE_ICON_COUNT).
  if (version < 7 && db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'members'").get())
    db.exec('ALTER TABLE members ADD COLUMN profile_icon INTEGER');
  db.exec(SCHEMA);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
  return db;
}

/** Everything but the schema, for /__sandbox/reset. */
export function wipe(db: Db): void {
  db.exec(
    'DELETE FROM sessions; DELETE FROM verifications; DELETE FROM sms_codes; DELETE FROM captcha; DELETE FROM push_bindings; DELETE FROM favourites; DELETE FROM recent_games; DELETE FROM game_plays; DELETE FROM events; DELETE FROM event_duplicates; DELETE FROM event_drops; DELETE FROM collect_metrics; DELETE FROM pixel_hits; DELETE FROM auth_keys; DELETE FROM promo_redemptions; DELETE FROM username_reservations; DELETE FROM risk_tokens; DELETE FROM code_attempts; DELETE FROM identities; DELETE FROM grants; DELETE FROM cashier; DELETE FROM members;',
  );
}
