import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import { useAction, useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Field } from '../../ui/page.tsx';
import { ErrorNotice, Loaded } from '../../ui/states.tsx';

/**
 * The order's internal notes: the team's own remarks, oldest first. They are never sent to the
 * customer (not in the order, its events or emails); admins and owners add them.
 */
export const OrderNotes = ({ orderId }: { orderId: string }) => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const [text, setText] = useState('');
  const notes = useResource(
    async () =>
      (
        await unwrap(
          api.GET('/api/v1/admin/stores/{storeId}/orders/{orderId}/notes', {
            params: { path: { storeId: scope.storeId, orderId }, query: { mode: scope.mode } },
          }),
        )
      ).data,
    [api, scope.storeId, scope.mode, orderId],
  );
  const adding = useAction((body: string) =>
    unwrap(
      api.POST('/api/v1/admin/stores/{storeId}/orders/{orderId}/notes', {
        params: { path: { storeId: scope.storeId, orderId }, query: { mode: scope.mode } },
        body: { body },
      }),
    ),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await adding.run(text.trim())) {
      setText('');
      notes.reload();
    }
  };

  return (
    <section className="card" aria-labelledby="order-notes-title">
      <h2 id="order-notes-title">Internal notes</h2>
      <p className="muted">Only your team sees these; the customer never does.</p>
      <Loaded resource={notes}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No notes yet.</p>
          ) : (
            <ul className="plain-list order-notes">
              {list.map((note) => (
                <li key={note.noteId}>
                  <p className="note-body">{note.body}</p>
                  <span className="muted">
                    {note.author.email ?? note.author.ownerId} · {formatDateTime(note.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {scope.canWrite && (
        <form onSubmit={submit} noValidate>
          <Field id="order-note" label="Add a note">
            <textarea
              id="order-note"
              rows={3}
              maxLength={2000}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
          {adding.error && <ErrorNotice error={adding.error} />}
          <button type="submit" disabled={adding.pending || !text.trim()}>
            Add note
          </button>
        </form>
      )}
    </section>
  );
};
