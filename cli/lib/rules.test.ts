import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';
import { checkRule, MAX_RULE_DEPTH } from './rules.ts';
import { closest } from './closest.ts';

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/rule-context.schema.json'), 'utf8'));
const messages = (rule: unknown) => checkRule(schema, rule, '/visible').map((p) => p.message);
const problems = (rule: unknown) => checkRule(schema, rule, '/visible');

describe('rule lint', () => {
  it('passes the rules a tenant writes', () => {
    for (const rule of [
      true,
      false,
      { var: 'flags.GEETEST3' },
      { '==': [{ var: 'platform.os' }, 'ios'] },
      { and: [{ var: 'session.loggedIn' }, { '!': { var: 'member.isAgent' } }] },
      { some: [{ var: 'member.vipLabel' }, { '==': [{ var: '' }, 'x'] }] },
      { missing: [['flags.GEETEST3', 'settings.smsLogin']] },
      { missing_some: [1, ['flags.GEETEST3', 'flags.INBOX3']] },
      { var: ['flags.GEETEST3', false] },
      { '<': [1, { var: 'member.rankLevel' }, 5] },
    ])
      expect(messages(rule), JSON.stringify(rule)).toEqual([]);
  });

  it('finds a misspelt switch in every position a rule reads from, with a guess', () => {
    for (const rule of [
      { var: ['flags.GEETEST3', { var: 'flags.GEETEST33' }] },
      { missing: [['flags.GEETEST33']] },
      { missing_some: [1, ['flags.GEETEST33']] },
      { if: [true, { var: 'flags.GEETEST33' }, false] },
      { reduce: [[1], { '+': [{ var: 'current' }, 1] }, { var: 'flags.GEETEST33' }] },
      { some: [{ var: 'flags.GEETEST33' }, { var: '' }] },
    ])
      expect(messages(rule), JSON.stringify(rule)).toEqual([
        'unknown white-label switch "GEETEST33" (did you mean "GEETEST3"?)',
      ]);
    expect(messages({ var: 'flags.geetest3' })).toEqual([
      'unknown white-label switch "geetest3" (did you mean "GEETEST3"?)',
    ]);
  });

  it('knows only own properties: names every object has are not paths', () => {
    expect(messages({ var: 'flags.constructor' })[0]).toMatch(/^unknown white-label switch "constructor"/);
    expect(messages({ var: 'settings.toString' })[0]).toMatch(/^the rule context has no "settings\.toString"/);
    expect(messages({ var: 'promotions.REFERRAL.constructor' })[0]).toMatch(/^the rule context has no/);
    expect(messages({ var: '__proto__.polluted' })[0]).toMatch(/^the rule context has no "__proto__\.polluted"/);
  });

  it.each([
    [{ '==': [1] }, '"==" takes 2 arguments, found 1'],
    [{ '!': [true, false] }, '"!" takes 1 argument, found 2'],
    [{ if: [] }, '"if" takes at least 1 argument, found 0'],
    [{ substr: ['a'] }, '"substr" takes 2 or 3 arguments, found 1'],
    [{ '==': [{ var: 'flags.GEETEST3' }, 'yes'] }, 'compares flags.GEETEST3 (true or false) with "yes"'],
    [{ '!=': ['true', { var: 'settings.smsLogin' }] }, 'compares settings.smsLogin (true or false) with "true"'],
    [{ '==': [{ var: 'platform.os' }, 'windows'] }, 'compares platform.os (one of ios, android, other) with "windows"'],
    [{ '==': [1, 1] }, 'the rule reads nothing from the rule context: write true or false instead'],
    [{ some: [[1, 2], { var: '' }] }, 'the rule reads nothing from the rule context: write true or false instead'],
    [{ var: '' }, 'a "var" must name a path of the rule context'],
    [{ var: { cat: ['flags.', 'GEETEST3'] } }, 'a "var" must name a path of the rule context'],
    [{ var: 'flags.GEETEST3', and: [] }, 'a rule object must have exactly one operator, found 2'],
    [{ log: 'x' }, 'unknown rule operator "log"'],
    [{ method: [{ var: 'flags' }, 'toString'] }, 'unknown rule operator "method"'],
    [{ missing_some: ['x', ['flags.GEETEST3']] }, '"missing_some" takes a number and a list of paths'],
    [{ missing: [{ if: [true, 'flags.GEETEST3', 'x'] }] }, '"missing" must list paths of the rule context'],
  ])('%j: %s', (rule, message) => {
    expect(messages(rule)).toEqual([message]);
  });

  it('finds a rule with one answer whatever the switches and booleans it reads hold', () => {
    expect(messages({ and: [{ var: 'flags.GEETEST3' }, { '!': { var: 'flags.GEETEST3' } }] })).toEqual([
      'the rule is false whatever flags.GEETEST3 holds: what it guards never shows',
    ]);
    expect(messages({ or: [{ var: 'session.loggedIn' }, { '!': { var: 'session.loggedIn' } }] })).toEqual([
      'the rule is true whatever session.loggedIn holds: it never hides anything',
    ]);
    expect(
      messages({ and: [{ '==': [{ var: 'platform.os' }, 'ios'] }, { '==': [{ var: 'platform.os' }, 'android'] }] }),
    ).toEqual(['the rule is false whatever platform.os holds: what it guards never shows']);
    // A switch the merchant does not send is absent: "missing" can then be true.
    expect(messages({ missing: ['flags.GEETEST3'] })).toEqual([]);
    expect(messages({ and: [{ var: 'flags.GEETEST3' }, { var: 'session.loggedIn' }] })).toEqual([]);
  });

  it('points at the operator that is wrong', () => {
    expect(problems({ and: [true, { '==': [1] }] })[0]!.pointer).toBe('/visible/and/1/==');
    expect(problems({ var: 'flags.GEETEST33' })[0]!.pointer).toBe('/visible/var');
  });

  it(`refuses a rule deeper than ${MAX_RULE_DEPTH} levels before walking it`, () => {
    expect(MAX_RULE_DEPTH).toBe(32);
    let rule: unknown = { var: 'flags.GEETEST3' };
    for (let i = 0; i < 15; i++) rule = { '!': [rule] }; // 2 levels each: 31 with the var
    expect(messages(rule)).toEqual([]);
    for (let i = 0; i < 100_000; i++) rule = { '!': rule };
    expect(messages(rule)).toEqual(['the rule nests deeper than 32 levels: simplify it']);
  });
});

describe('closest', () => {
  it('guesses a name a few edits away, and nothing for a stranger', () => {
    expect(closest('TLEGRAMLOGIN3', ['TELEGRAMLOGIN3', 'LINELOGIN3'])).toBe('TELEGRAMLOGIN3');
    expect(closest('GEETSET3', ['GEETEST3', 'GEETESTTEST3'])).toBe('GEETEST3');
    expect(closest('mobilenumpassreg3', ['MOBILENUMPASSREG3'])).toBe('MOBILENUMPASSREG3');
    expect(closest('loggedin', ['loggedIn', 'firstTimeLogin'])).toBe('loggedIn');
    expect(closest('banana', ['GEETEST3', 'INBOX3'])).toBeUndefined();
  });
});
