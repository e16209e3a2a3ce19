import { Field } from '../../ui/page.tsx';
import { emptyVariant, type VariantDraft } from './product-forms.tsx';

/** Options a product may vary by (Shopify's limit), each with its values as typed. */
export const MAX_OPTIONS = 3;

export interface OptionDraft {
  name: string;
  /** Values separated by commas, e.g. "S, M, L". */
  values: string;
}

export const emptyOption = (): OptionDraft => ({ name: '', values: '' });

/** An option's values: trimmed, blanks and repeats dropped, in the order typed. */
export const optionValues = (option: OptionDraft): string[] => [
  ...new Set(
    option.values
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

/**
 * Every combination of the options' values, the first option outermost (S / Red, S / Blue,
 * M / Red...), as Shopify lists them. Options without values are left out; none: no combination.
 */
export const optionCombinations = (options: OptionDraft[]): string[][] => {
  const lists = options.map(optionValues).filter((values) => values.length > 0);
  if (lists.length === 0) return [];
  return lists.reduce<string[][]>(
    (combinations, values) => combinations.flatMap((prefix) => values.map((value) => [...prefix, value])),
    [[]],
  );
};

const comboKey = (combination: string[]) => combination.join('\u0000');

/**
 * The variants the options generate, in the order generated; a combination edited before keeps
 * its edits (`edited` is keyed by combination) when options are added to or changed.
 */
export const generatedVariants = (
  combinations: string[][],
  edited: Record<string, VariantDraft>,
): Array<{ key: string; draft: VariantDraft }> =>
  combinations.map((combination) => {
    const key = comboKey(combination);
    return { key, draft: edited[key] ?? { ...emptyVariant(), title: combination.join(' / ') } };
  });

/** Names and values of up to MAX_OPTIONS options. */
export const OptionsEditor = ({
  options,
  onChange,
}: {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
}) => (
  <>
    {options.map((option, i) => (
      <fieldset key={i} className="variant-row">
        <legend>Option {i + 1}</legend>
        <div className="field-pair">
          <Field id={`option-${i}-name`} label="Option name" hint="e.g. Size or Colour.">
            <input
              id={`option-${i}-name`}
              value={option.name}
              onChange={(e) =>
                onChange(options.map((old, j) => (j === i ? { ...old, name: e.target.value } : old)))
              }
            />
          </Field>
          <Field id={`option-${i}-values`} label="Option values" hint="Separated by commas, e.g. S, M, L.">
            <input
              id={`option-${i}-values`}
              value={option.values}
              onChange={(e) =>
                onChange(options.map((old, j) => (j === i ? { ...old, values: e.target.value } : old)))
              }
            />
          </Field>
        </div>
        <button type="button" onClick={() => onChange(options.filter((_, j) => j !== i))}>
          Remove option {i + 1}
        </button>
      </fieldset>
    ))}
    {options.length < MAX_OPTIONS && (
      <div className="toolbar">
        <button type="button" onClick={() => onChange([...options, emptyOption()])}>
          Add option
        </button>
      </div>
    )}
  </>
);
