/**
 * The in-process memo of live content reads (src/lib/content-cache) and the embedded database's
 * statement reuse (src/lib/sqlite-statements): what a reader of the site or an e-mail would see after a
 * write. No Strapi, no network; SQLite in memory.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cached, forgetContent } from '../../src/lib/content-cache';
import { reusePreparedStatements } from '../../src/lib/sqlite-statements';

describe('content cache', () => {
  afterEach(() => forgetContent());

  /** Reads `key` through the cache; `version` is what the database holds now. */
  const reader = () => {
    let version = 1;
    let reads = 0;
    return {
      read: (key: string, dependsOn?: readonly string[]) =>
        cached(
          key,
          async () => {
            reads += 1;
            return version;
          },
          dependsOn,
        ),
      write: () => (version += 1),
      reads: () => reads,
    };
  };

  it('reads the database once for a burst of requests', async () => {
    const db = reader();
    expect(await Promise.all([db.read('settings:fr'), db.read('settings:fr'), db.read('settings:fr')])).toEqual([1, 1, 1]);
    expect(db.reads()).toBe(1);
  });

  it('keeps a read that names its sources across writes to other types, and drops it on a write to one of them', async () => {
    const db = reader();
    expect(await db.read('mail-branding:fr', ['api::web-setting.web-setting'])).toBe(1);
    db.write();
    forgetContent(['api::booking.booking', 'slots:abc']);
    expect(await db.read('mail-branding:fr', ['api::web-setting.web-setting'])).toBe(1);
    forgetContent(['api::web-setting.web-setting']);
    expect(await db.read('mail-branding:fr', ['api::web-setting.web-setting'])).toBe(2);
  });

  it('drops a read without named sources on any write, and every read when no type is named', async () => {
    const db = reader();
    expect(await db.read('head:/experts')).toBe(1);
    expect(await db.read('mail-branding:en', ['api::web-setting.web-setting'])).toBe(1);
    db.write();
    forgetContent(['api::booking.booking']);
    expect(await db.read('head:/experts')).toBe(2);
    db.write();
    forgetContent();
    expect(await db.read('mail-branding:en', ['api::web-setting.web-setting'])).toBe(3);
  });

  it('does not keep a failed read', async () => {
    let attempts = 0;
    const flaky = () =>
      cached('flaky', async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database away');
        return 'ok';
      });
    await expect(flaky()).rejects.toThrow('database away');
    expect(await flaky()).toBe('ok');
  });
});

describe('SQLite statement reuse', () => {
  it('prepares a SQL text once and answers each run with its own bindings, also after the table changes shape', () => {
    const connection = new Database(':memory:');
    const prepared: string[] = [];
    const prepare = connection.prepare.bind(connection);
    connection.prepare = (sql: string) => {
      prepared.push(sql);
      return prepare(sql);
    };
    reusePreparedStatements(connection);
    connection.prepare('create table bookings (id integer primary key, start text)').run();
    const insert = 'insert into bookings (start) values (?)';
    connection.prepare(insert).run('2031-03-04T09:00:00Z');
    connection.prepare(insert).run('2031-03-04T10:00:00Z');
    const byStart = 'select * from bookings where start = ?';
    expect(connection.prepare(byStart).all('2031-03-04T10:00:00Z')).toEqual([{ id: 2, start: '2031-03-04T10:00:00Z' }]);
    expect(connection.prepare(byStart).all('2031-03-04T09:00:00Z')).toEqual([{ id: 1, start: '2031-03-04T09:00:00Z' }]);
    expect(prepared.filter((sql) => sql === insert)).toHaveLength(1);
    expect(prepared.filter((sql) => sql === byStart)).toHaveLength(1);
    connection.prepare('alter table bookings add column status text').run();
    connection.prepare('update bookings set status = ? where id = ?').run('cancelled', 1);
    expect(connection.prepare('select * from bookings where start = ?').all('2031-03-04T09:00:00Z')).toEqual([{ id: 1, start: '2031-03-04T09:00:00Z', status: 'cancelled' }]);
    connection.close();
  });

  it('lets a transaction that read first still write when another connection on the same file wrote meanwhile', () => {
    // Two replicas of the embedded mode: two connections on one file. Deferred, the transaction that read
    // the slot first would be refused at its write (its snapshot is stale); immediate, it holds the write
    // lock from its start and the other connection waits for it instead.
    const folder = mkdtempSync(path.join(tmpdir(), 'sqlite-replicas-'));
    const open = () => {
      const connection = new Database(path.join(folder, 'data.db'));
      connection.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 20;');
      return reusePreparedStatements(connection);
    };
    const [first, second] = [open(), open()];
    try {
      first.prepare('create table bookings (id integer primary key, start text unique)').run();
      first.prepare('BEGIN;').run();
      expect(first.prepare('select count(*) as taken from bookings where start = ?').get('2031-03-04T09:00:00Z')).toEqual({ taken: 0 });
      // The other replica's booking waits for the lock (here given up after 20 ms) rather than slipping in between.
      expect(() => second.prepare('insert into bookings (start) values (?)').run('2031-03-04T10:00:00Z')).toThrow(/database is locked/);
      first.prepare('insert into bookings (start) values (?)').run('2031-03-04T09:00:00Z');
      first.prepare('COMMIT;').run();
      second.prepare('insert into bookings (start) values (?)').run('2031-03-04T10:00:00Z');
      expect(second.prepare('select start from bookings order by start').all()).toEqual([{ start: '2031-03-04T09:00:00Z' }, { start: '2031-03-04T10:00:00Z' }]);
    } finally {
      first.close();
      second.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
