import { describe, it, expect } from 'vitest';
import { categoryOrdinals, classifyOrdinal, deriveLobby, mergedCode } from './vendors.ts';
import {
  VENDOR_ORDINAL_START,
  VENDOR_ORDINAL_STEP,
  CLASSIFY_ORDINAL_ALIASES,
  MERGED_VENDOR_CODES,
} from '../../core/spec-constants.ts';

const card = (accountTypeName: string, gameClassify: string, gameCount = 1, freeplay = false) => ({
  accountTypeName,
  displayName: `${accountTypeName} name`,
  freeplay,
  gameClassify,
  gameCount,
});

describe('vendor ordinals (S9)', () => {
  it('the spec numbers', () => {
    expect([VENDOR_ORDINAL_START, VENDOR_ORDINAL_STEP]).toEqual([100, 100]);
    expect(CLASSIFY_ORDINAL_ALIASES).toEqual({
      ELOTTO: { of: 'ELOTT', plus: 0 },
      SEA_LOTT: { of: 'ELOTT', plus: 5 },
      VIETNAM_LOTTO: { of: 'LOTT', plus: 1 },
    });
    expect(MERGED_VENDOR_CODES).toEqual({ RNG: 'TCG', PVP: 'TCG' });
  });
  it('start at 100 and rise by 100 per category', () => {
    expect(categoryOrdinals(['ELOTT', 'SPORTS', 'LIVE', 'LOTT'])).toEqual({
      ELOTT: 100,
      SPORTS: 200,
      LIVE: 300,
      LOTT: 400,
    });
  });
  it('ELOTTO is ELOTT, SEA_LOTT is ELOTT + 5, VIETNAM_LOTTO is LOTT + 1; an unknown classification sorts last', () => {
    const o = categoryOrdinals(['SPORTS', 'ELOTT', 'LOTT']);
    expect(classifyOrdinal('ELOTTO', o)).toBe(200);
    expect(classifyOrdinal('SEA_LOTT', o)).toBe(205);
    expect(classifyOrdinal('VIETNAM_LOTTO', o)).toBe(301);
    expect(classifyOrdinal('SPORTS', o)).toBe(100);
    expect(classifyOrdinal('NOPE', o)).toBe(Number.MAX_SAFE_INTEGER);
    // an alias whose category the structure lacks has no ordinal either
    expect(classifyOrdinal('VIETNAM_LOTTO', categoryOrdinals(['ELOTT']))).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('the lobby from the vendor structure', () => {
  const lobby = deriveLobby({
    categories: [
      {
        title: 'ELOTT',
        cards: [
          card('SEA', 'SEA_LOTT', 4),
          card('VN', 'ELOTTO', 6),
          card('TCG', 'ELOTT', 2),
          card('RNG', 'ELOTT', 3, true),
          card('PVP', 'ELOTT', 1),
        ],
      },
      { title: 'LOTT', cards: [card('VNL', 'VIETNAM_LOTTO', 2), card('HK6', 'LOTT', 1)] },
      { title: 'SPORTS', cards: [card('SBO', 'SPORTS', 1)] },
    ],
  });
  it('sorts vendors by their classification ordinal, then by arrival', () => {
    expect(lobby.categories.map((c) => [c.code, c.ordinal, c.vendors.map((v) => `${v.code}:${v.ordinal}`)])).toEqual([
      ['ELOTT', 100, ['VN:100', 'TCG:100', 'SEA:105']],
      ['LOTT', 200, ['HK6:200', 'VNL:201']],
      ['SPORTS', 300, ['SBO:300']],
    ]);
  });
  it('merges RNG and PVP into TCG: one card, counts added, free play if any has it', () => {
    const tcg = lobby.categories[0]!.vendors.find((v) => v.code === 'TCG')!;
    expect(tcg).toMatchObject({ name: 'TCG name', gameCount: 6, freeplay: true, codes: ['TCG', 'RNG', 'PVP'] });
    expect(mergedCode('RNG')).toBe('TCG');
    expect(mergedCode('PVP')).toBe('TCG');
    expect(mergedCode('SBO')).toBe('SBO');
  });
  it('lists all vendors in ordinal order and maps every code to its category', () => {
    expect(lobby.allVendors.map((v) => v.code)).toEqual(['VN', 'TCG', 'SEA', 'HK6', 'VNL', 'SBO']);
    expect(lobby.categoryOfVendor).toMatchObject({
      RNG: 'ELOTT',
      PVP: 'ELOTT',
      TCG: 'ELOTT',
      VNL: 'LOTT',
      SBO: 'SPORTS',
    });
  });
  it('a merged vendor without a card of its own is named by its code', () => {
    const only = deriveLobby({ categories: [{ title: 'ELOTT', cards: [card('RNG', 'ELOTT'), card('PVP', 'ELOTT')] }] });
    expect(only.allVendors).toEqual([
      {
        code: 'TCG',
        name: 'TCG',
        category: 'ELOTT',
        ordinal: 100,
        freeplay: false,
        gameCount: 2,
        codes: ['RNG', 'PVP'],
      },
    ]);
  });
});
