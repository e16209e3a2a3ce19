import { Field } from '../../ui/page.tsx';
import { emptyOption, MAX_OPTIONS, type OptionDraft } from './variant-drafts.ts';

export { generatedVariants, optionCombinations, type OptionDraft } from './variant-drafts.ts';

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
