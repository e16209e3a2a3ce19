import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useAction } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { Field, PageHeader } from '../../ui/page.tsx';
import { ErrorNotice } from '../../ui/states.tsx';
import type { CatalogStatus } from '../products.tsx';
import {
  emptyVariant,
  ImageField,
  parseTags,
  StatusSelect,
  TagsField,
  variantBody,
  VariantFields,
  type NewVariantBody,
  type VariantDraft,
} from './product-forms.tsx';
import { generatedVariants, optionCombinations, OptionsEditor, type OptionDraft } from './option-matrix.tsx';

/** What one create request may carry (the API's limit); more are added on the product page. */
const MAX_VARIANTS_PER_CREATE = 96;

/**
 * "New product": title, description, status, category, tags, image (with a preview) and its
 * variants, typed one by one or generated from options (size x colour).
 */
export default function NewProductPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<CatalogStatus>('Active');
  const [category, setCategory] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [tags, setTags] = useState('');
  const [variants, setVariants] = useState<VariantDraft[]>([emptyVariant()]);
  const [options, setOptions] = useState<OptionDraft[]>([]);
  const [edited, setEdited] = useState<Record<string, VariantDraft>>({});
  // With options, the variants are their combinations (in the order generated), each editable.
  const combinations = optionCombinations(options);
  const generated = generatedVariants(combinations, edited);
  const submitted = combinations.length > 0 ? generated.map(({ draft }) => draft) : variants;
  const [problem, setProblem] = useState<string | null>(null);
  const create = useAction((variantBodies: NewVariantBody[]) =>
    unwrap(
      api.POST('/api/v1/admin/stores/{storeId}/products', {
        params: { path: { storeId: scope.storeId }, query: { mode: scope.mode } },
        body: {
          title: title.trim(),
          status,
          ...(description.trim() ? { description } : {}),
          ...(category.trim() ? { category: category.trim() } : {}),
          ...(imageUrl.trim() ? { imageUrl: imageUrl.trim() } : {}),
          ...(parseTags(tags).length > 0 ? { tags: parseTags(tags) } : {}),
          variants: variantBodies,
        },
      }),
    ),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setProblem('The product needs a title.');
    if (submitted.length > MAX_VARIANTS_PER_CREATE)
      return setProblem(
        `The options make ${submitted.length} variants: at most ${MAX_VARIANTS_PER_CREATE} at creation.`,
      );
    const bodies = submitted.map(variantBody);
    const invalid = bodies.find((body): body is string => typeof body === 'string');
    if (invalid) return setProblem(invalid);
    setProblem(null);
    const created = await create.run(bodies as NewVariantBody[]);
    if (created) void navigate(scope.to(`products/${encodeURIComponent(created.data.productId)}`));
  };

  if (!scope.canWrite) return <p className="muted">Viewers cannot create products.</p>;
  return (
    <>
      <p>
        <Link to={scope.to('products')}>← Products</Link>
      </p>
      <PageHeader title="New product" />
      <form onSubmit={submit} noValidate className="card">
        <Field id="product-title" label="Title">
          <input id="product-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field id="product-description" label="Description">
          <textarea
            id="product-description"
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <StatusSelect id="product-status" value={status} onChange={setStatus} />
        <Field id="product-category" label="Category">
          <input id="product-category" value={category} onChange={(e) => setCategory(e.target.value)} />
        </Field>
        <TagsField id="product-tags" value={tags} onChange={setTags} />
        <ImageField value={imageUrl} onChange={setImageUrl} />
        <h2>Options</h2>
        <p className="hint">
          Options such as size or colour make one variant for each combination of their values.
        </p>
        <OptionsEditor options={options} onChange={setOptions} />
        <h2>Variants</h2>
        {combinations.length > 0 ? (
          <>
            <p className="muted" role="status">
              {generated.length} variant{generated.length === 1 ? '' : 's'} from the options.
            </p>
            {generated.map(({ key, draft }, i) => (
              <fieldset key={key} className="variant-row">
                <legend>Variant {i + 1}</legend>
                <VariantFields
                  id={`new-variant-${i}`}
                  draft={draft}
                  onChange={(next) => setEdited({ ...edited, [key]: next })}
                />
              </fieldset>
            ))}
          </>
        ) : (
          <>
            {variants.map((draft, i) => (
              <fieldset key={i} className="variant-row">
                <legend>Variant {i + 1}</legend>
                <VariantFields
                  id={`new-variant-${i}`}
                  draft={draft}
                  onChange={(next) => setVariants(variants.map((old, j) => (j === i ? next : old)))}
                />
                {variants.length > 1 && (
                  <button type="button" onClick={() => setVariants(variants.filter((_, j) => j !== i))}>
                    Remove variant {i + 1}
                  </button>
                )}
              </fieldset>
            ))}
            <div className="toolbar">
              <button type="button" onClick={() => setVariants([...variants, emptyVariant()])}>
                Add variant
              </button>
            </div>
          </>
        )}
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        {create.error && <ErrorNotice error={create.error} />}
        <div className="dialog-actions">
          <button type="submit" className="primary" disabled={create.pending}>
            Create product
          </button>
        </div>
      </form>
    </>
  );
}
