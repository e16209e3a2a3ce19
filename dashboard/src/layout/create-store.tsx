import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { unwrap } from '../api/client.ts';
import { useAction } from '../api/use-resource.ts';
import { useDashboard } from '../app-context.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/page.tsx';
import { ErrorNotice } from '../ui/states.tsx';

/** "Create store": the caller becomes its owner; the dashboard switches to it in test mode. */
export const CreateStoreDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { api, reloadMe } = useDashboard();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const create = useAction(async (storeName: string) => {
    const created = await unwrap(api.POST('/api/v1/admin/stores', { body: { name: storeName } }));
    await reloadMe();
    return created.data;
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const store = await create.run(name.trim());
    if (!store) return;
    setName('');
    onClose();
    navigate(`/stores/${encodeURIComponent(store.storeId)}/test`);
  };
  return (
    <Dialog open={open} title="Create store" onClose={onClose}>
      <form onSubmit={submit}>
        <Field id="new-store-name" label="Store name">
          <input
            id="new-store-name"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        {create.error && <ErrorNotice error={create.error} />}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={create.pending || !name.trim()}>
            Create store
          </button>
        </div>
      </form>
    </Dialog>
  );
};
