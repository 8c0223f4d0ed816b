import { describe, expect, it } from 'vitest';
import { childQuery, missingLevels, toNodes, withChildren, withFailure, withoutFailures } from './area-tree';

const provinces = toNodes(
  [
    { value: '110000', label: 'Beijing' },
    { value: '310000', label: 'Shanghai' },
  ],
  0,
);

describe('area tree', () => {
  it('asks for provinces, then the cities of a province, then the districts of a city', () => {
    expect(childQuery([])).toEqual({});
    expect(childQuery(['310000'])).toEqual({ province: '310000' });
    expect(childQuery(['310000', '310100'])).toEqual({ province: '310000', city: '310100' });
  });

  it('fills in children without touching the old tree; districts are leaves', () => {
    const withCities = withChildren(provinces, ['310000'], [{ value: '310100', label: 'Shanghai City' }]);
    const full = withChildren(withCities, ['310000', '310100'], [{ value: '310104', label: 'Xuhui' }]);
    expect(provinces[1]?.children).toBeUndefined();
    expect(full[1]?.children?.[0]?.isLeaf).toBe(false);
    expect(full[1]?.children?.[0]?.children?.[0]).toMatchObject({ value: '310104', isLeaf: true });
    expect(full[0]).toBe(provinces[0]);
  });

  it('makes a node without children a leaf, so it can be chosen', () => {
    const tree = withChildren(provinces, ['110000'], []);
    expect(tree[0]).toMatchObject({ isLeaf: true, children: undefined });
  });

  it('stops the spinner on a failed load and tries again after the dropdown reopens', () => {
    const failed = withFailure(provinces, ['310000']);
    expect(failed[1]).toMatchObject({ children: [], hasFailed: true });
    expect(withoutFailures(failed)[1]).toMatchObject({ children: undefined, hasFailed: false });
  });

  it('names the levels a preset value still needs', () => {
    expect(missingLevels(provinces, ['310000', '310100', '310104'])).toEqual([['310000']]);
    const withCities = withChildren(provinces, ['310000'], [{ value: '310100', label: 'Shanghai City' }]);
    expect(missingLevels(withCities, ['310000', '310100', '310104'])).toEqual([['310000', '310100']]);
    expect(missingLevels(provinces, [])).toEqual([]);
  });
});
