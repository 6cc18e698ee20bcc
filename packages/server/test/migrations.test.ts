import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { migrate, type Migration } from '../src/db/migrate.js';
import { openDatabase } from '../src/db/database.js';
import { ADMIN, createUser, startServer } from './helpers.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-migrate-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const v1: Migration = {
  version: 1,
  name: 'create notes',
  up: (d) => d.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)'),
};
const v2: Migration = {
  version: 2,
  name: 'add notes.author',
  up: (d) => d.exec("ALTER TABLE notes ADD COLUMN author TEXT NOT NULL DEFAULT ''"),
};
const v3: Migration = { version: 3, name: 'backfill authors', up: (d) => d.exec("UPDATE notes SET author = 'admin' WHERE author = ''") };
const versions = (db: Database.Database, ns = 'notes') =>
  (
    db.prepare('SELECT version, name FROM schema_migrations WHERE namespace = ? ORDER BY version').all(ns) as {
      version: number;
      name: string;
    }[]
  ).map((r) => `${r.version} ${r.name}`);

describe('numbered migrations', () => {
  it('upgrades an old database: applies only the new steps, once, in order, and keeps the data', () => {
    // A database written by an older server that knew only step 1.
    const old = openDatabase(dir);
    expect(migrate(old, 'notes', [v1])).toEqual([1]);
    old.prepare('INSERT INTO notes (text) VALUES (?)').run('kept');
    old.close();

    const db = openDatabase(dir);
    const order: number[] = [];
    const spy = (m: Migration): Migration => ({ ...m, up: (d) => (order.push(m.version), m.up(d)) });
    // Listed out of order on purpose: they run by version.
    expect(migrate(db, 'notes', [spy(v3), spy(v1), spy(v2)])).toEqual([2, 3]);
    expect(order).toEqual([2, 3]);
    expect(db.prepare('SELECT text, author FROM notes').all()).toEqual([{ text: 'kept', author: 'admin' }]);
    expect(versions(db)).toEqual(['1 create notes', '2 add notes.author', '3 backfill authors']);
    // Running again (the next start) applies nothing.
    expect(migrate(db, 'notes', [spy(v1), spy(v2), spy(v3)])).toEqual([]);
    expect(order).toEqual([2, 3]);
    db.close();
  });

  it("keeps each subsystem's numbering apart", () => {
    const db = openDatabase(dir);
    expect(migrate(db, 'notes', [v1])).toEqual([1]);
    expect(migrate(db, 'other', [{ version: 1, name: 'create other', up: (d) => d.exec('CREATE TABLE other (id INTEGER)') }])).toEqual([1]);
    expect(versions(db, 'other')).toEqual(['1 create other']);
    db.close();
  });

  it('rolls a failing step back completely and stops, leaving earlier steps applied', () => {
    const db = openDatabase(dir);
    const broken: Migration = {
      version: 2,
      name: 'broken',
      up: (d) => (d.exec('CREATE TABLE half (id INTEGER)'), d.exec('THIS IS NOT SQL')),
    };
    expect(() => migrate(db, 'notes', [v1, broken, v3])).toThrow();
    expect(versions(db)).toEqual(['1 create notes']);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    // Fixed in the next release: step 2 and 3 apply.
    expect(migrate(db, 'notes', [v1, v2, v3])).toEqual([2, 3]);
    db.close();
  });

  it('refuses gaps and duplicate numbers, and a database written by a newer server', () => {
    const db = openDatabase(dir);
    expect(() => migrate(db, 'notes', [v1, v3])).toThrow(/numbered 1\.\.n without gaps/);
    expect(() => migrate(db, 'notes', [v1, { ...v2, version: 1 }])).toThrow(/without gaps/);
    expect(versions(db)).toEqual([]);
    expect(migrate(db, 'notes', [v1, v2])).toEqual([1, 2]);
    expect(() => migrate(db, 'notes', [v1])).toThrow(/migration 2 of "notes", which this server does not know/);
    db.close();
  });

  it('records every subsystem of the server at version 1.. once, and a restart on the existing database applies nothing', async () => {
    const server = await startServer(dir);
    await createUser(server, 'mia');
    const read = () => {
      const db = new Database(path.join(dir, 'data', 'sift.db'), { readonly: true });
      const rows = db.prepare('SELECT namespace, version, applied_at FROM schema_migrations ORDER BY namespace, version').all() as {
        namespace: string;
        version: number;
        applied_at: string;
      }[];
      db.close();
      return rows;
    };
    const first = read();
    const namespaces = [...new Set(first.map((r) => r.namespace))];
    expect(namespaces).toEqual(
      expect.arrayContaining(['cluster_config', 'grants', 'notifications', 'roles', 'sessions', 'streams', 'users', 'views']),
    );
    for (const ns of namespaces) {
      const mine = first.filter((r) => r.namespace === ns).map((r) => r.version);
      expect(mine, ns).toEqual(mine.map((_v, i) => i + 1));
    }
    await server.restart();
    expect(read()).toEqual(first);
    expect((await server.call('GET', '/api/users/mia', { as: ADMIN })).statusCode).toBe(200);
    await server.app.close();
  });
});
