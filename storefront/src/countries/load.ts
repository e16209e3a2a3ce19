import { useEffect, useState } from 'react';
import type { CountryTable } from './country-table.ts';

export type { CountryTable } from './country-table.ts';

let loading: Promise<CountryTable> | undefined;

/** The country table, fetched once per visit (its chunk is cached by the browser after that). */
export const loadCountryTable = (): Promise<CountryTable> =>
  (loading ??= import('./country-table.ts').then((module) => module.countryTable()));

/** The country table once loaded; null until then (the pickers show the chosen value alone). */
export const useCountryTable = (): CountryTable | null => {
  const [table, setTable] = useState<CountryTable | null>(null);
  useEffect(() => {
    let live = true;
    loadCountryTable().then(
      (loaded) => live && setTable(loaded),
      () => {
        // A failed chunk load is tried again on the next use.
        loading = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return table;
};
