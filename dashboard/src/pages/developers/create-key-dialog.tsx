import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import type { Schemas } from '../../api/schemas.ts';
import { useAction } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/page.tsx';
import { OneTimeSecret } from '../../ui/secret.tsx';
import { ErrorNotice } from '../../ui/states.tsx';

type CreatedKey = Schemas['CreatedApiKey'];
type Kind = 'pair' | Schemas['ApiKeyType'];

/** The API's rule for a key's name: optional, 1–100 characters once trimmed. */
const NAME_MAX = 100;

/**
 * Creates a publishable + secret pair or one key for the current mode, then shows what was
 * created: the publishable key in full and the secret key once, with its copy button.
 */
export const CreateKeyDialog = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) => {
  const { api } = useDashboard();
  const { storeId, mode } = useStoreScope();
  const [kind, setKind] = useState<Kind>('pair');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedKey[]>([]);

  const create = useAction(async (types: Schemas['ApiKeyType'][], keyName: string | undefined) => {
    const made: CreatedKey[] = [];
    try {
      for (const type of types) {
        const result = await unwrap(
          api.POST('/api/v1/admin/stores/{storeId}/api-keys', {
            params: { path: { storeId } },
            body: { type, mode, ...(keyName ? { name: keyName } : {}) },
          }),
        );
        made.push(result.data);
      }
    } finally {
      // A pair half made still shows (and lists) the half that exists.
      if (made.length) {
        setCreated(made);
        onCreated();
      }
    }
    return made;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length > NAME_MAX) {
      setNameError(`At most ${NAME_MAX} characters.`);
      return;
    }
    setNameError(null);
    void create.run(kind === 'pair' ? ['publishable', 'secret'] : [kind], trimmed || undefined);
  };

  const close = () => {
    setCreated([]);
    setName('');
    setKind('pair');
    create.clearError();
    onClose();
  };

  return (
    <Dialog open={open} title={`Create ${mode} API key`} onClose={close}>
      {created.length ? (
        <div>
          {created.map((key) =>
            key.type === 'secret' ? (
              <OneTimeSecret key={key.keyId} label="Secret key" value={key.key} />
            ) : (
              <p key={key.keyId}>
                Publishable key: <code data-testid="publishable-key">{key.key}</code>
              </p>
            ),
          )}
          {create.error && <ErrorNotice error={create.error} />}
          <div className="dialog-actions">
            <button type="button" className="primary" onClick={close}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset className="field">
            <legend>What to create</legend>
            {(
              [
                ['pair', 'A pair: publishable + secret'],
                ['publishable', 'Publishable key only'],
                ['secret', 'Secret key only'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name="key-kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          <Field
            id="key-name"
            label="Name (optional)"
            error={nameError}
            hint="For example: Production server"
          >
            <input
              id="key-name"
              value={name}
              maxLength={NAME_MAX + 20}
              aria-invalid={nameError ? true : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          {create.error && <ErrorNotice error={create.error} />}
          <div className="dialog-actions">
            <button type="button" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="primary" disabled={create.pending}>
              Create
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
};
