import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync, symlinkSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTreeAtomically, readTree } from './atomic-tree.ts';

const list = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();

describe('writeTreeAtomically', () => {
  it('replaces files in place, removes the ones no longer produced, leaves no temporary file', () => {
    const out = mkdtempSync(join(tmpdir(), 'tree-'));
    writeTreeAtomically(
      out,
      new Map([
        ['a/tenant.json', '{"v":1}'],
        ['a/i18n/VI.json', '{}'],
        ['b/tenant.json', '{}'],
        ['index.json', '[1]'],
      ]),
    );
    expect(list(out)).toEqual(['a/i18n/VI.json', 'a/tenant.json', 'b/tenant.json', 'index.json']);
    writeTreeAtomically(
      out,
      new Map([
        ['a/tenant.json', '{"v":2}'],
        ['index.json', '[2]'],
      ]),
    );
    expect(list(out)).toEqual(['a/tenant.json', 'index.json']);
    expect(readdirSync(out).sort()).toEqual(['a', 'index.json']); // empty folders go too
    expect(readFileSync(join(out, 'a/tenant.json'), 'utf8')).toBe('{"v":2}');
  });
  it('leaves a file whose bytes did not change as it was (same inode and time: the same ETag)', () => {
    const out = mkdtempSync(join(tmpdir(), 'tree-'));
    writeTreeAtomically(
      out,
      new Map([
        ['same.json', '{"v":1}'],
        ['changed.json', 'a'],
      ]),
    );
    const before = statSync(join(out, 'same.json'));
    const changedBefore = statSync(join(out, 'changed.json'));
    writeTreeAtomically(
      out,
      new Map<string, string | Buffer>([
        ['same.json', Buffer.from('{"v":1}')],
        ['changed.json', 'b'],
      ]),
    );
    const after = statSync(join(out, 'same.json'));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(statSync(join(out, 'changed.json')).ino).not.toBe(changedBefore.ino);
    expect(readFileSync(join(out, 'changed.json'), 'utf8')).toBe('b');
  });
  it('reads a tree with a prefix, a symlinked file as its content', () => {
    const dir = mkdtempSync(join(tmpdir(), 'assets-'));
    mkdirSync(join(dir, 'img'));
    writeFileSync(join(dir, 'img/logo.svg'), '<svg/>');
    symlinkSync(join(dir, 'img/logo.svg'), join(dir, 'icon.svg'));
    const tree = readTree(dir, 'x/assets');
    expect([...tree.keys()].sort()).toEqual(['x/assets/icon.svg', 'x/assets/img/logo.svg']);
    expect(tree.get('x/assets/icon.svg')!.toString()).toBe('<svg/>');
    expect(readTree(join(dir, 'none'), 'p').size).toBe(0);
  });
});
