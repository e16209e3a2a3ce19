import { describe, expect, it } from 'vitest';
import {
  generatedVariants,
  optionCombinations,
  optionValues,
  variantBody,
} from '../../../dashboard/src/pages/catalog/variant-drafts.ts';

/** The product form's option matrix and variant body (docs/decisions.md §7.25). */
describe('option matrix', () => {
  it('combines values with the first option outermost; blank options and repeats are dropped', () => {
    expect(optionValues({ name: 'Size', values: ' S, M,, S , L ' })).toEqual(['S', 'M', 'L']);
    expect(
      optionCombinations([
        { name: 'Size', values: 'S, M' },
        { name: 'Empty', values: ' , ' },
        { name: 'Colour', values: 'Red, Blue' },
      ]),
    ).toEqual([
      ['S', 'Red'],
      ['S', 'Blue'],
      ['M', 'Red'],
      ['M', 'Blue'],
    ]);
    expect(optionCombinations([{ name: 'Size', values: '' }])).toEqual([]);
  });

  it('titles generated variants by their values and keeps the edits of a combination that remains', () => {
    const first = generatedVariants(optionCombinations([{ name: 'Size', values: 'S, M' }]), {});
    expect(first.map(({ draft }) => draft.title)).toEqual(['S', 'M']);
    const edited = { [first[1]!.key]: { ...first[1]!.draft, sku: 'TEE-M', price: '9' } };
    const after = generatedVariants(optionCombinations([{ name: 'Size', values: 'XS, M' }]), edited);
    expect(after.map(({ draft }) => [draft.title, draft.sku])).toEqual([
      ['XS', ''],
      ['M', 'TEE-M'],
    ]);
  });
});

describe('variant body', () => {
  it('sends empty optional fields as null and a weight with its unit', () => {
    const { draft } = generatedVariants([['S']], {})[0]!;
    expect(variantBody({ ...draft, price: '5', weight: '0.5', weightUnit: 'lb' })).toMatchObject({
      title: 'S',
      price: 5,
      compareAtPrice: null,
      barcode: null,
      weight: { value: 0.5, unit: 'lb' },
    });
    expect(variantBody({ ...draft, price: '5', weight: '0' })).toBe('A weight is more than 0 (or empty).');
    expect(variantBody({ ...draft, price: '5', compareAtPrice: 'x' })).toBe(
      'A compare-at price is 0 or more (or empty).',
    );
  });
});
