import { useState, type ReactNode } from 'react';
import { unwrap } from '../../api/client.ts';
import type { Schemas } from '../../api/schemas.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { Loaded, SaveStatus } from '../../ui/states.tsx';

export type Store = Schemas['Store'];
export type CheckoutSettingsPatch = NonNullable<Schemas['AdminUpdateStoreRequest']['checkoutSettings']>;

/**
 * A settings page on the store's checkout settings (Tax, Shipping): loads the store, hands the form
 * a `save` that PUTs only the given checkout fields (the API merges them), says "Saved" after.
 */
export const StoreSettingsForm = ({
  title,
  children,
}: {
  title: string;
  children: (props: {
    store: Store;
    canWrite: boolean;
    save: (patch: CheckoutSettingsPatch) => Promise<boolean>;
  }) => ReactNode;
}) => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { storeId } = scope;
  const [saved, setSaved] = useState(false);
  const store = useResource(
    () => unwrap(api.GET('/api/v1/admin/stores/{storeId}', { params: { path: { storeId } } })),
    [api, storeId],
  );
  return (
    <>
      <PageHeader title={title} />
      <SaveStatus saved={saved} />
      <Loaded resource={store}>
        {({ data }) => (
          <div key={data.updatedAt}>
            {children({
              store: data,
              canWrite: scope.canWrite,
              save: async (checkoutSettings) => {
                setSaved(false);
                await unwrap(
                  api.PUT('/api/v1/admin/stores/{storeId}', {
                    params: { path: { storeId } },
                    body: { checkoutSettings },
                  }),
                );
                store.reload();
                setSaved(true);
                return true;
              },
            })}
          </div>
        )}
      </Loaded>
    </>
  );
};

/** A percentage as typed ("7.25") from a fraction (0.0725), and back. */
export const percentOf = (rate: number) => String(Math.round(rate * 1e6) / 1e4);
export const rateOf = (percent: string) => Math.round(Number(percent) * 1e4) / 1e6;
export const isPercent = (value: string) => value.trim() !== '' && Number(value) >= 0 && Number(value) <= 100;
export const isMoney = (value: string) => /^\d+(\.\d{1,2})?$/.test(value.trim());
export const COUNTRY = /^[A-Za-z]{2}$/;
